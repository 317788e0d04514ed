import numpy as np
e = np.empty((2, 3))
e.fill(4)
e
e.shape
e.flags.owndata
f = np.empty(4, dtype=np.int64)
f[:] = 7
f
np.empty((0, 4))
np.empty((3, 0), dtype=np.int8)
np.empty(0).strides
g = np.empty((2, 2), dtype=np.int32)
g[...] = [[1, 2], [3, 4]]
g
