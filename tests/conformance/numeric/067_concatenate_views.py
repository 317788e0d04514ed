import numpy as np
base = np.arange(12)
a = base[::2].reshape(2, 3)
b = base[1::2].reshape(2, 3)
c = np.concatenate((a, b), axis=1)
c
np.shares_memory(c, base)
c.strides
c.base is None
s = np.stack((a, b))
s.strides
t = np.tile(a, 2)
np.shares_memory(t, base)
r = np.repeat(a, 2, axis=0)
r.flags.c_contiguous
