import numpy as np
from numpy.lib.stride_tricks import sliding_window_view
x = (np.arange(2 * 4 * 4) * 7 % 11).reshape(2, 4, 4).astype(float)
win = sliding_window_view(x, (2, 2), axis=(1, 2))[:, ::2, ::2]
win.shape
flat = win.reshape(2, 2, 2, 4)
mask = (flat == flat.max(axis=-1, keepdims=True)).astype(float).reshape(win.shape)
mask[0, 0]
dx = np.arange(1, 9, dtype=float).reshape(2, 2, 2)
g = np.einsum('ghw,ghwxy->ghwxy', dx, mask)
g.shape
g[1]
np.array_equal(g, dx[..., None, None] * mask)
g.transpose(0, 3, 4, 1, 2).reshape(2, 2, 2, -1)[0]
