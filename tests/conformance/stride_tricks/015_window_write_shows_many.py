import numpy as np
from numpy.lib.stride_tricks import sliding_window_view
x = np.arange(1, 8)
w = sliding_window_view(x, 4)
w
x[3] = 40
w
(w == 40).sum()
[i for i in range(len(w)) if 40 in w[i]]
