import numpy as np
a = np.arange(12).reshape(3, 4)
r = a[1]
r
r.shape
r.strides
r.base is a.base
np.shares_memory(r, a)
c = a[:, 2]
c
c.strides
c.flags.c_contiguous
c.flags.owndata
