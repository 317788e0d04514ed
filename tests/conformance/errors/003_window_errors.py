import numpy as np
from numpy.lib.stride_tricks import sliding_window_view
x = np.arange(4)
a = np.arange(6).reshape(2, 3)
sliding_window_view(x, -2)
sliding_window_view(a, 2)
sliding_window_view(a, (1, 2), axis=1)
sliding_window_view(a, (3, 1))
sliding_window_view(a, 1, axis=2)
