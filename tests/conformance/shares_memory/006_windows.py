import numpy as np
from numpy.lib.stride_tricks import sliding_window_view
x = np.arange(10)
w = sliding_window_view(x, 3)
np.shares_memory(w, x)
np.shares_memory(w[0], w[1])
np.shares_memory(w[0], w[3])
np.may_share_memory(w[0], w[3])
np.shares_memory(w[::3], w[1::3])
np.shares_memory(w[0], w[2])
np.shares_memory(w[:, 0], w[:, 2])
np.shares_memory(w[:2, 0], w[5:, 2])
