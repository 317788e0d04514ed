# np.array of a list or tuple of arrays: shapes, dtype promotion across the items,
# dtype= casts (safe ones and the checked ones), views, 0-d items and mixed lists.
import numpy as np
x = np.arange(6).reshape(2, 3)
y = x * 1.5
np.array([x, y])
np.array((x.T, x.T[::-1]))
np.array([np.arange(3, dtype=np.int32), np.arange(3, dtype=np.float32)])
np.array([np.arange(3, dtype=np.int8), np.array([True, False, True])])
np.array([np.arange(3, dtype=np.uint8), np.arange(3, dtype=np.int8)])
np.array([np.array(1.5), np.array(2)])
np.array([np.zeros(0), np.zeros(0)]).shape
np.array([x, x], dtype=np.float32)
np.array([y, y], dtype=np.int64)
np.array([np.array([np.nan, 1.0])], dtype=np.int64)
np.array([x, [0, 1, 2]])
np.array([x[0], x[1], [7, 8, 9]])
np.array([x, np.arange(4)])
np.array([np.arange(3) + 1j, np.arange(3)])
a = np.array([x[:, 1], x[:, 2]])
a.flags.c_contiguous, a.base is None
z = np.arange(10.0)
z.flat[z > 4]
z.flat[np.array([True, False] * 5)]
np.array([np.float64("nan"), 1], dtype=np.int64)
np.array([np.array([np.nan]), [2]], dtype=np.int64)
np.array([float("nan"), 1], dtype=np.int64)
np.array([np.float64(300.0)], dtype=np.uint8)
np.array([np.int64(300)], dtype=np.uint8)
