# Max pooling backward pass: a mask of each window's maximum, the gradient spread over it
# and scattered back with np.add.at (windows overlap), 64 channels of 512x512.
import numpy as np
from numpy.lib.stride_tricks import sliding_window_view
c, h, w = 64, 512, 512
x = (np.arange(c * h * w) * 7919 % 10007).astype(np.float64).reshape(c, h, w)
k, s = 3, 2
win = sliding_window_view(x, (k, k), axis=(1, 2))[:, ::s, ::s]
out = win.max(axis=(3, 4))
mask = win == out[:, :, :, None, None]
g = np.ones(out.shape) * 0.25
grad = np.zeros_like(x)
gw = sliding_window_view(grad, (k, k), axis=(1, 2), writeable=True)[:, ::s, ::s]
np.add.at(gw, (Ellipsis,), mask * g[:, :, :, None, None])
print(out.shape, mask.sum(), grad.sum(), grad[0, :3, :5])
