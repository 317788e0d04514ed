import numpy as np
from numpy.lib.stride_tricks import sliding_window_view
x = np.arange(8)
r = sliding_window_view(x, (2, 3), axis=(0, 0))
r.shape
r.strides
r[0]
r[4]
sliding_window_view(x, (3, 3, 2), axis=(0, 0, 0)).shape
sliding_window_view(x, (4, 4), axis=(0, 0))
