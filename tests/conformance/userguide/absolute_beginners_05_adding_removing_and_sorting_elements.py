# NumPy user guide absolute_beginners.rst (numpy/numpy@1f90bbb55e65), section "Adding, removing, and sorting elements": its examples in order, by tools/teaching_suites.py
import numpy as np
arr = np.array([2, 1, 5, 3, 7, 4, 6, 8])
np.sort(arr)
a = np.array([1, 2, 3, 4])
b = np.array([5, 6, 7, 8])
np.concatenate((a, b))
x = np.array([[1, 2], [3, 4]])
y = np.array([[5, 6]])
np.concatenate((x, y), axis=0)
