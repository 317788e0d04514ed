import numpy as np
from numpy.lib.stride_tricks import sliding_window_view
a = np.arange(12).reshape(3, 4)
sliding_window_view(a, 2, axis=0).shape
sliding_window_view(a, 2, axis=0).strides
sliding_window_view(a, 2, axis=-1).shape
sliding_window_view(a, (2, 3), axis=(1, 0)).shape
sliding_window_view(a, (2, 3), axis=(1, 0)).strides
r = sliding_window_view(a, (2, 2), (0, 0))
r.shape
r.strides
r[0, 1]
sliding_window_view(a, (2, 2), axis=(1, 1)).shape
