# NumPy user guide absolute_beginners.rst (numpy/numpy@1f90bbb55e65), section "Reading the example code": its examples in order, by tools/teaching_suites.py
import numpy as np
a = np.array([[1, 2, 3],
              [4, 5, 6]])
a.shape
