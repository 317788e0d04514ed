import numpy as np
from numpy.lib.stride_tricks import sliding_window_view
z = sliding_window_view(np.arange(5), 0)
z
z.shape
z.strides
sliding_window_view(np.arange(12).reshape(3, 4), 0, axis=1).shape
sliding_window_view(np.arange(0), 0)
