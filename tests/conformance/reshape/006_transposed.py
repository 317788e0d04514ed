import numpy as np
t = np.arange(12).reshape(3, 4).T
print(t.shape, t.strides)
r = t.reshape(12)
r
np.shares_memory(r, t)
rf = t.reshape(12, order='F')
rf
rf.strides
np.shares_memory(rf, t)
q = t.reshape(2, 2, 3, order='F')
q.strides
np.shares_memory(q, t)
