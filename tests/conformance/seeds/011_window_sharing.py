import numpy as np
from numpy.lib.stride_tricks import sliding_window_view
sig = np.arange(8)
w = sliding_window_view(sig, 4)
pairs = [(i, j, bool(np.shares_memory(w[i], w[j]))) for i in range(len(w)) for j in range(i + 1, len(w))]
for p in pairs:
    print(*p)
np.shares_memory(w[::4], w[1::4])
np.may_share_memory(w[0], w[4])
