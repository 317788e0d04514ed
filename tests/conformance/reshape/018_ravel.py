import numpy as np
a = np.arange(6).reshape(2, 3)
r = a.ravel()
r.base is a.base
np.shares_memory(r, a)
t = a.T.ravel()
t
np.shares_memory(t, a)
t.base is None
a.T.ravel(order='F')
np.shares_memory(a.T.ravel(order='F'), a)
a.ravel(order='F')
a[:, ::2].ravel()
np.ravel(a[::-1]).strides
a.ravel(order='K')
a.T.ravel(order='K')
a.T.ravel(order='A')
