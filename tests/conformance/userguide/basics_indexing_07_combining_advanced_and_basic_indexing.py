# NumPy user guide basics.indexing.rst (numpy/numpy@1f90bbb55e65), section "Combining advanced and basic indexing": its examples in order, by tools/teaching_suites.py
import numpy as np
y = np.arange(35).reshape(5,7)
y[np.array([0, 2, 4]), 1:3]
y[:, 1:3][np.array([0, 2, 4]), :]
x = np.array([[ 0,  1,  2],
              [ 3,  4,  5],
              [ 6,  7,  8],
              [ 9, 10, 11]])
x[1:2, 1:3]
x[1:2, [1, 2]]
x = np.arange(35).reshape(5, 7)
b = x > 20
b
x[b[:, 5], 1:3]
