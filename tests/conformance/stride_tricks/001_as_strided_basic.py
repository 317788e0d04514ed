import numpy as np
from numpy.lib.stride_tricks import as_strided
x = np.arange(1, 7)
s = as_strided(x, shape=(2, 3), strides=(24, 8))
s
s.strides
s.flags.writeable
np.shares_memory(s, x)
t = as_strided(x, (4, 3), (8, 8))
t
t.flags.c_contiguous
