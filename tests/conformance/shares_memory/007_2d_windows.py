import numpy as np
from numpy.lib.stride_tricks import sliding_window_view
img = np.arange(36).reshape(6, 6)
w = sliding_window_view(img, (3, 3))
np.shares_memory(w[0, 0], w[0, 1])
np.shares_memory(w[0, 0], w[0, 3])
np.shares_memory(w[0, 0], w[3, 0])
np.shares_memory(w[0, 0], w[2, 2])
np.may_share_memory(w[0, 0], w[3, 3])
np.shares_memory(w[0, 0], w[3, 3])
np.shares_memory(w[::3, ::3], img)
