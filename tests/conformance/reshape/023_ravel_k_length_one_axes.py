# ravel/flatten order K: the iterator gives a length-1 axis stride 0, so it never decides the order
import numpy as np
from numpy.lib.stride_tricks import as_strided
a = np.arange(12.)
v = as_strided(a, (4, 3, 1), (8, 0, -16))
v.ravel(order='K')
v.flatten(order='K')
w = as_strided(a, (3, 1, 4), (8, 16, 0))
w.ravel('K')
np.arange(24).reshape(2, 1, 3, 4)[:, :, ::-1, ::2].transpose(3, 1, 0, 2).ravel('K')
