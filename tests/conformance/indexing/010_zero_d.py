import numpy as np
a = np.arange(6).reshape(2, 3)
z = a[0, 1, ...]
z
z.shape
z.strides
z.ndim
z.base is a.base
z[()] = 40
a
a[...][1, 1]
a[1, 1][()]
