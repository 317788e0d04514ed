# np.take and fancy indexing on their fast paths: contiguous and strided sources, every
# mode, empty axes, out-of-bounds errors, negative and unsigned indices.
import numpy as np
x = np.arange(24, dtype=np.int16).reshape(4, 6)
np.take(x, [5, -1, 0], axis=1)
np.take(x.T, [[1, 0], [3, 3]], axis=0)
np.take(x[:, ::2], [2, 0])
np.take(x, [7, -9], axis=0, mode='wrap')
np.take(x, [7, -9], axis=1, mode='clip')
np.take(x, [6], axis=1)
np.take(x, [-7], axis=1)
np.take(np.zeros((2, 0)), [0], axis=1, mode='wrap')
np.take(np.zeros((2, 0)), [], axis=1)
np.take(np.zeros((0, 3)), [5], axis=0)
np.take(np.arange(5.), np.array([4, 0], dtype=np.uint8))
np.take(np.arange(4) + 0.5j, [3, 1])
y = np.arange(10.)
y[np.array([9, -10, 3])]
y[np.array([[1], [2]])]
y[np.array([10])]
y[np.array([-11])]
y[np.array([3], dtype=np.uint64)]
x[np.array([0, 3]), np.array([5, -6])]
x[np.array([0, 4]), np.array([5, -6])]
x[np.array([0, 3]), np.array([6, 0])]
