# Assigning a scalar to a self-overlapping view writes in ascending memory order (NumPy's
# raw_array_assign_scalar), so the element written last decides the shared bytes.
import numpy as np
from numpy.lib.stride_tricks import as_strided
x = np.arange(12, dtype=np.int16)
v = as_strided(x, shape=(3, 4), strides=(6, 2)).view(np.int32)
w = np.moveaxis(v, 1, 0)
w[...] = 100
x
q = np.zeros(10, dtype=np.int16)
kk = as_strided(q[:9].view(np.uint8)[1:17].view(np.uint16), shape=(3, 3), strides=(4, 2))
kk.T[...] = 0x0102
q
q[:] = 0
kk[::-1, ::-1] = 0x0304
q
q[:] = 0
kk.fill(0x0506)
q
