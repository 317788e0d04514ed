# Writing through a view that hits some cells twice: the last write wins, and NumPy writes
# in the view's memory order (largest |stride| outermost, negative strides walked backwards),
# not in the view's index order.
import numpy as np
from numpy.lib.stride_tricks import as_strided
z = np.zeros(10)
v = as_strided(z, (3, 3), (8, 16))
v[...] = np.arange(9.).reshape(3, 3)
z
z = np.zeros(10)
v = as_strided(z[9:], (3, 3), (-8, -16))
v[...] = np.arange(9.).reshape(3, 3)
z
z = np.zeros(10, dtype=np.int64)
v = as_strided(z, (3, 3), (8, 16))
v[...] = np.arange(9.).reshape(3, 3)
z
v[:] = [[10, 11, 12], [13, 14, 15], [16, 17, 18]]
z
z = np.zeros(10)
np.copyto(as_strided(z, (3, 3), (8, 16)), np.arange(9.).reshape(3, 3))
z
z = np.zeros(12, dtype=np.int32)
w = as_strided(z, (4, 3), (4, 8))
w[...] = np.arange(12, dtype=np.int16).reshape(4, 3)
z
# the same layout on both sides is one memory-order copy
m = np.arange(24).reshape(2, 3, 4).transpose(0, 2, 1) > 5
c = m.astype(np.float64)
c.strides, c.flags['C_CONTIGUOUS'], c.sum()
