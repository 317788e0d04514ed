import numpy as np
from numpy.lib.stride_tricks import sliding_window_view, as_strided
x = np.arange(1, 7)
w = sliding_window_view(x, 3)
type(w.base).__name__
w.base.base is x
s = as_strided(x, (2, 3), (24, 8))
type(s.base).__name__
s.base.base is x
w[::3].base is w.base
w[1:].base is x
type(w[1:].base).__name__
w[1:].base is w
w[::3][1:].base is w
b = np.broadcast_to(x, (2, 6))
b.base is x
