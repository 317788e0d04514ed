import numpy as np
t = np.arange(6).reshape(2, 3).T
t.reshape(6, copy=False)
t.reshape(6, order='F', copy=False)
v = t.reshape(3, 2, copy=False)
np.shares_memory(v, t)
w = t.reshape(3, 2, copy=True)
np.shares_memory(w, t)
w.base is None
np.reshape(t, 6, copy=False)
np.reshape(t, (2, 3), order='F', copy=False).strides
