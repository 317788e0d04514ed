import numpy as np
from numpy.lib.stride_tricks import sliding_window_view
x = np.arange(6)
w = sliding_window_view(x, 3)
w[0, 0] = 1
ww = sliding_window_view(x, 3, writeable=True)
ww[1, 1] = 20
x
ww
ww.flags.writeable
sliding_window_view(x, 3, writeable=False).flags.writeable
