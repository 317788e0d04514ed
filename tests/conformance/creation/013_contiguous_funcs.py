import numpy as np
a = np.arange(6).reshape(2, 3)
ac = np.ascontiguousarray(a)
ac is a
ft = np.asfortranarray(a)
ft.strides
ft.flags.f_contiguous
ft.flags.c_contiguous
ft
r = a[:, ::-1]
rc = np.ascontiguousarray(r)
rc.strides
np.shares_memory(r, rc)
np.asfortranarray(a.T) is a.T
np.shares_memory(np.asfortranarray(a.T), a)
np.ascontiguousarray(5)
np.ascontiguousarray(5).shape
