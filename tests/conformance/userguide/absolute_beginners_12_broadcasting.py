# NumPy user guide absolute_beginners.rst (numpy/numpy@1f90bbb55e65), section "Broadcasting": its examples in order, by tools/teaching_suites.py
import numpy as np
data = np.array([1.0, 2.0])
data * 1.6
