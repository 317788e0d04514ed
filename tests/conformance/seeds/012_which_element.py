import numpy as np
from numpy.lib.stride_tricks import sliding_window_view
base = np.array([1, 1])
dup = sliding_window_view(base, 1)
dup
p = base.__array_interface__['data'][0]
def offset(a):
    return a.__array_interface__['data'][0] - p
offset(dup[1])
offset(base[0:1])
offset(dup[1]) == offset(base[1:2])
np.shares_memory(dup[1], base[0:1])
np.shares_memory(dup[1], base[1:])
