# Fancy indexing with several index arrays (broadcast together, with ints, slices between
# them, negative and out-of-range indices): values, strides and errors, get and set
import numpy as np
a = np.arange(120).reshape(4, 5, 6)
i = np.array([[0, -1], [2, 3]])
j = np.array([1, -2])
a[i, j]
a[i, j].strides
a[i, :, j]
a[i, :, j].strides
a[:, i, j]
a[1, i, j]
a[i, 2, j[::-1]]
a[i[:, :1], j, np.array([[5], [0]])]
a[i.T, j]
a[np.array(2), j]
a[i, j, 0]
try:
    a[i, np.array([1, 5])]
except IndexError as e:
    print(e)
try:
    a[np.array([4, 0]), np.array([9, 1])]
except IndexError as e:
    print(e)
try:
    a[np.array([0, 1]), np.array([1, 2, 3])]
except IndexError as e:
    print(e)
b = a.copy()
b[i, j] = -1
b[:, 0]
b[i, :, j] = np.arange(6)
b[0]
c = np.zeros((3, 3))
c[[0, 1, 2], [2, 1, 0]] += 5
c
x = np.arange(16.).reshape(4, 4)
x[[[0], [3]], [[0, 3]]]
x[np.array([[1], [3]]), np.array([0, 2])]
x[np.array([], dtype=np.int64), np.array([], dtype=np.int64)]
x[np.zeros((2, 0), dtype=np.int64), np.zeros((1, 0), dtype=np.int64)].shape
