# Max and average pooling the NumPy way: window views, strided slices of them, and the
# block reshape that only works when the stride equals the kernel.
import numpy as np
from numpy.lib.stride_tricks import sliding_window_view
x = np.array([[3, -1, 4, 1, -5], [9, 2, -6, 5, 3], [5, -8, 9, 7, 9], [3, 2, -3, 8, 4]])
w = sliding_window_view(x, (2, 2))
w.shape, w.strides
w[::2, ::2].max(axis=(2, 3))
w.max(axis=(-2, -1))
x[:, :4].reshape(2, 2, 2, 2).max(axis=(1, 3))
# 3x3 windows with stride 2 and padding 1: pad with -inf (0 would win over negatives)
xp = np.pad(x.astype(float), 1, constant_values=-np.inf)
sliding_window_view(xp, (3, 3))[::2, ::2].max(axis=(-2, -1))
np.pad(x, 1)[None].shape
# dilation 2: a window of span 3, then every other tap
sliding_window_view(x, (3, 3))[:, :, ::2, ::2].max(axis=(-2, -1))
# the mean of every 2x2 window, and of 2x2 blocks
sliding_window_view(x, (2, 2)).mean(axis=(-2, -1))
x[:, :4].reshape(2, 2, 2, 2).mean(axis=(1, 3))
# the first maximum of each window, as a flat index within the plane
win = sliding_window_view(x, (2, 2))[::2, ::2]
k = win.reshape(2, 2, 4).argmax(-1)
rows = np.arange(2)[:, None] * 2 + k // 2
cols = np.arange(2)[None, :] * 2 + k % 2
rows * x.shape[1] + cols
