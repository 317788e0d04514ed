# np.where allocates through the iterator in order 'K' (no ufunc single-loop shortcut):
# length-1 axes keep their place, so an F-ordered operand with such axes differs from 'F'.
import numpy as np
v2 = np.arange(16).astype(np.int64).reshape(1, 2, 8)
v5 = np.atleast_1d(v2.T)
v5.shape, v5.strides
v10 = np.isclose(v5, v5, atol=1)
v10.strides
v11 = v10[None, None]
v11.shape, v11.strides
c = v11[..., :1] > 0
c.shape, c.strides
v13 = np.where(c, v11, v11)
v13.strides
f = np.ones((3, 4), order='F')
np.where(f > 0, f, 0).strides
np.where(f[:, :, None] > 0, 1.0, f[:, :, None]).strides
np.where(np.ones((1, 1, 8, 2, 1), order='F') > 0, 1, 2).strides
