# NumPy user guide basics.indexing.rst (numpy/numpy@1f90bbb55e65), section "Integer array indexing": its examples in order, by tools/teaching_suites.py
import numpy as np
x = np.arange(10, 1, -1)
x
x[np.array([3, 3, 1, 8])]
x[np.array([3, 3, -3, 8])]
x = np.array([[1, 2], [3, 4], [5, 6]])
x[np.array([1, -1])]
x[np.array([3, 4])]
y = np.arange(35).reshape(5, 7)
y
y[np.array([0, 2, 4]), np.array([0, 1, 2])]
y[np.array([0, 2, 4]), np.array([0, 1])]
y[np.array([0, 2, 4]), 1]
y[np.array([0, 2, 4])]
x = np.array([[1, 2], [3, 4], [5, 6]])
x[[0, 1, 2], [0, 1, 0]]
x = np.array([[ 0,  1,  2],
              [ 3,  4,  5],
              [ 6,  7,  8],
              [ 9, 10, 11]])
rows = np.array([[0, 0],
                 [3, 3]], dtype=np.intp)
columns = np.array([[0, 2],
                    [0, 2]], dtype=np.intp)
x[rows, columns]
rows = np.array([0, 3], dtype=np.intp)
columns = np.array([0, 2], dtype=np.intp)
rows[:, np.newaxis]
x[rows[:, np.newaxis], columns]
x[np.ix_(rows, columns)]
x[rows, columns]
