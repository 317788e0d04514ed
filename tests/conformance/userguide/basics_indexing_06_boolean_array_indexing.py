# NumPy user guide basics.indexing.rst (numpy/numpy@1f90bbb55e65), section "Boolean array indexing": its examples in order, by tools/teaching_suites.py
import numpy as np
x = np.array([[1., 2.], [np.nan, 3.], [np.nan, np.nan]])
x[~np.isnan(x)]
x = np.array([1., -1., -2., 3])
x[x < 0] += 20
x
x = np.arange(35).reshape(5, 7)
b = x > 20
b[:, 5]
x[b[:, 5]]
x = np.array([[0, 1], [1, 1], [2, 2]])
rowsum = x.sum(-1)
x[rowsum <= 2, :]
x = np.array([[ 0,  1,  2],
              [ 3,  4,  5],
              [ 6,  7,  8],
              [ 9, 10, 11]])
rows = (x.sum(-1) % 2) == 0
rows
columns = [0, 2]
x[np.ix_(rows, columns)]
rows = rows.nonzero()[0]
x[rows[:, np.newaxis], columns]
x = np.arange(30).reshape(2, 3, 5)
x
b = np.array([[True, True, False], [False, True, True]])
x[b]
