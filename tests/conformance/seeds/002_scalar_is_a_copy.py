import numpy as np
from numpy.lib.stride_tricks import sliding_window_view
v = np.arange(10, 16)
m = v.reshape(2, 3)
win = sliding_window_view(v, 3)
kept = m[0, 2]
kept
m[0, 2] = 99
m
v
kept
win
np.shares_memory(kept, v)
(win == 99).sum()
