import numpy as np
t = np.arange(12).reshape(3, 4).T
r = t.reshape(12)
r.base is None
r.base is t
r.base is t.base
r.base.shape
r.base.flags.owndata
np.shares_memory(r.base, t)
r.flags.owndata
