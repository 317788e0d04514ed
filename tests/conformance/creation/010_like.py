import numpy as np
a = np.arange(6).reshape(2, 3)
np.zeros_like(a)
np.ones_like(a)
np.full_like(a, 9)
np.full_like(a, 2.7)
np.full_like(a, 2.7, dtype=np.float64)
np.zeros_like(a, dtype=np.float32)
f = np.ones_like(np.array([1.5, 2.5]))
f
t = np.zeros_like(a.T)
t.shape
t.strides
t.flags.f_contiguous
np.zeros_like(a).base is None
np.ones_like(a[:, ::2]).strides
