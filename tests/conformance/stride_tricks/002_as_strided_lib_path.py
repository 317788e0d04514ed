import numpy as np
x = np.arange(10)
v = np.lib.stride_tricks.as_strided(x, (3, 4), (16, 8))
v
v.shape
v.strides
v.__array_interface__['data'][0] - x.__array_interface__['data'][0]
e = np.lib.stride_tricks.as_strided(x[3:], (2, 2), (0, 8))
e
e.__array_interface__['data'][0] - x.__array_interface__['data'][0]
