# A first look at views: reshape, reversed slicing and a sliding window over one buffer.
import numpy as np
from numpy.lib.stride_tricks import sliding_window_view

x = np.arange(1, 7)
y = x.reshape(2, 3)
z = y[::-1, ::-2]
w = sliding_window_view(x, 3)
y.strides, z.strides, w.strides
z.__array_interface__['data'][0] - x.__array_interface__['data'][0]
y[0, 2] = 30
w
np.shares_memory(w, z)
