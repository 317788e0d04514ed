import numpy as np
from numpy.lib.stride_tricks import sliding_window_view
x = np.arange(1, 7)
w = sliding_window_view(x, 3)
w.flags
w2 = sliding_window_view(x, 3, writeable=True)
print(w2.flags.writeable, w2.flags.owndata, w2.flags.c_contiguous)
w[::3].flags.c_contiguous
w[::3].flags.writeable
