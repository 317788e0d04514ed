import numpy as np
a = np.arange(6).reshape(2, 3)
c = a.copy()
c.base is None
np.shares_memory(a, c)
f = a.copy(order='F')
f.strides
f
np.copy(a).strides
r = a[:, ::-1]
r.strides
rc = r.copy()
rc.strides
rc
k = a.T.copy(order='K')
k.strides
a.T.copy().strides
