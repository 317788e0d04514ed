import numpy as np
from numpy.lib.stride_tricks import sliding_window_view
x = (np.arange(2 * 5 * 5) * 7 % 19).reshape(2, 5, 5)
w = sliding_window_view(x, (3, 3), axis=(1, 2))
w.shape
w.strides
w[..., ::2, ::2, :, :].shape
w[..., ::2, ::2, :, :].max((-2, -1))
w.max(axis=(-2, -1)).shape
