import numpy as np
y = np.array([[0, 1, 2], [3, 0, 5]])
nz = np.nonzero(y)
[(a.strides, a.base is None) for a in nz]
nz[0].base.shape, nz[0].base.strides
np.nonzero(np.arange(4))[0].base is None
np.nonzero(np.zeros((2, 3)))[0].strides
f = np.flatnonzero(y)
f.strides, f.base is None
w = np.argwhere(y)
w.strides, w.base is None, w.flags.c_contiguous, w.flags.f_contiguous
np.argwhere(np.zeros((2, 3))).strides
u = np.unravel_index([1, 4, 5], (2, 3))
[(a.strides, a.base is None) for a in u]
[(a.strides, a.base is None) for a in np.where(y > 1)]
