import numpy as np
a = np.arange(12).reshape(3, 4, order='F')
a
a.strides
a.flags.f_contiguous
b = np.arange(12).reshape(3, 4)
v = b.reshape(3, 2, 2, order='F')
v.strides
np.shares_memory(v, b)
w = b.reshape(4, 3, order='F')
w
w.base is b.base
np.shares_memory(w, b)
