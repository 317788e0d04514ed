import numpy as np
a = np.arange(6).reshape(2, 3)
r = np.tile(a, (0, 2**31))
r.shape, r.strides
r
r = np.tile(np.array([[1, 2], [3, 4]]), (2**31, 0))
np.tile(a, (0, 2)).strides
np.tile(a, (3, 0)).strides
np.tile(a, 0).shape
