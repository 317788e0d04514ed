# Fancy indexing with basic axes before the index dims: NumPy fills its result buffer index
# positions first and returns the transposed view; values, strides and bases of the results.
import numpy as np
a = np.arange(120).reshape(4, 5, 6)
r = np.array([3, 0, 3, 1])
m = a[:, r]
m
m.strides
m.base.shape
m.base.strides
a[:, :, r]
a[:, :, r].strides
a[1:3, [[0, 1], [4, 2]], ::2]
a[1:3, [[0, 1], [4, 2]], ::2].strides
a[..., [5, -1, 0]].strides
a[::-1, r, 1:4]
a[::-1, r, 1:4].strides
i = np.asfortranarray(np.array([[0, 1, 2], [3, 2, 1]]))
a[:, i]
a[:, i].strides
a[:, i, None].strides
a[:, :, i].strides
a[2:, 4, r]
a[2:, 4, r].strides
a[:, [1], [2]].strides
b = np.arange(24.).reshape(2, 3, 4).transpose(2, 0, 1)
b[:, [2, 0]]
b[:, [2, 0]].strides
b[:, :, [1, 1, 0]].strides
a[:, r[::-1]]
x = np.arange(10.)
x[np.array([[1, 2], [3, -1]])]
x[np.asfortranarray(np.array([[1, 2], [3, -1]]))].strides
np.take(x, [[1, 20], [3, -30]], mode="wrap")
np.take(x, [[1, 20], [3, -30]], mode="clip")
np.take(a, [1, -1], axis=1)
np.take(x, [])
np.take(x, [11])
np.put(x, [0, 12], [7, 8], mode="wrap")
x
np.put(x, [1, 99], [5, 6], mode="clip")
x
