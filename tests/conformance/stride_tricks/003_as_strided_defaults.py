import numpy as np
from numpy.lib.stride_tricks import as_strided
x = np.arange(12)
a = as_strided(x, shape=(3, 4))
a
a.strides
b = as_strided(x)
b.shape
b.strides
c = as_strided(x[::4], strides=(16,))
c
c.shape
d = as_strided(x, shape=(2, 2), strides=(8, 0))
d
