import numpy as np
from numpy.lib.stride_tricks import sliding_window_view
x = np.arange(6)
a = np.arange(12).reshape(3, 4)
sliding_window_view(x, -1)
sliding_window_view(a, 2)
sliding_window_view(a, (2, 2), axis=0)
sliding_window_view(x, 7)
sliding_window_view(a, 2, axis=2)
sliding_window_view(a, (4, 1))
sliding_window_view(a, (2, 5), axis=(0, 1))
sliding_window_view(a, 2, axis=-3)
sliding_window_view(x, (1, 2, 3))
sliding_window_view(a, (2, -2))
