import numpy as np
c = np.arange(24).reshape(4, 6)[::2]
c.strides
v = c.reshape(2, 2, 3)
v.strides
np.shares_memory(v, c)
r = c.reshape(12)
r
np.shares_memory(r, c)
r.base is None
r.flags.owndata
r.base.shape
r.base.flags.owndata
r.base.base is None
