import numpy as np
from numpy.lib.stride_tricks import sliding_window_view
a = np.arange(12).reshape(3, 4)
w = sliding_window_view(a, (2, 2))
w.shape
w.strides
w[0, 0]
w[1, 2]
w[-1, -1]
v = sliding_window_view(a, 3, axis=1)
v.shape
v.strides
v[2]
