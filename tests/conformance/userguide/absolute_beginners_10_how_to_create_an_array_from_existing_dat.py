# NumPy user guide absolute_beginners.rst (numpy/numpy@1f90bbb55e65), section "How to create an array from existing data": its examples in order, by tools/teaching_suites.py
import numpy as np
a = np.array([1,  2,  3,  4,  5,  6,  7,  8,  9, 10])
arr1 = a[3:8]
arr1
a1 = np.array([[1, 1],
               [2, 2]])
a2 = np.array([[3, 3],
               [4, 4]])
np.vstack((a1, a2))
np.hstack((a1, a2))
x = np.arange(1, 25).reshape(2, 12)
x
np.hsplit(x, 3)
np.hsplit(x, (3, 4))
a = np.array([[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]])
b1 = a[0, :]
b1
b1[0] = 99
b1
a
b2 = a.copy()
