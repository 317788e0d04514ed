# NumPy user guide absolute_beginners.rst (numpy/numpy@1f90bbb55e65), section "How to save and load NumPy objects": its examples in order, by tools/teaching_suites.py
import numpy as np
a = np.array([1, 2, 3, 4, 5, 6])
csv_arr = np.array([1, 2, 3, 4, 5, 6, 7, 8])
