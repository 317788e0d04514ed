import numpy as np
a = np.arange(6).reshape(2, 3)
f = a.flatten()
f
f.base is None
np.shares_memory(f, a)
f[0] = 100
a[0, 0]
a.flatten(order='F')
a.T.flatten()
a.flatten('A')
f.flags.owndata
