# ufunc.at values that do not broadcast to the indexed result: NumPy's one message
import numpy as np
from numpy.lib.stride_tricks import sliding_window_view
g2 = np.zeros(10)
up = np.ones(3)
np.add.at(sliding_window_view(g2, 4, writeable=True)[::2], ..., up / 4)
np.add.at(np.zeros((3, 4)), (Ellipsis,), np.ones(3))
np.add.at(np.zeros((3, 4)), (), np.ones(5))
np.add.at(np.zeros((3, 4)), ..., np.ones((2, 4)))
