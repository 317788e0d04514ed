import numpy as np
from numpy.lib.stride_tricks import sliding_window_view
x = np.arange(1, 7)
w = sliding_window_view(x, 3)
w
w.shape
w.strides
w.flags.writeable
sliding_window_view(x, (2,))
sliding_window_view(x, 6)
sliding_window_view(x, 1).strides
np.lib.stride_tricks.sliding_window_view(x, 4).shape
