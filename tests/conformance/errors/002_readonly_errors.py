import numpy as np
from numpy.lib.stride_tricks import sliding_window_view
x = np.arange(5)
w = sliding_window_view(x, 2)
w[0, 0] = 1
w += 1
b = np.broadcast_to(x, (2, 5))
b[:] = 0
b[1] = 3
x
