# max_pool2d backward, 3x3 stride 1 on (8, 256, 256), whole script. NumPy's best: flat
# argmax indices into each plane, then one np.bincount with the gradients as weights.
import numpy as np
from numpy.lib.stride_tricks import sliding_window_view
try:
    from stridelab import max_pool2d_backward
except ImportError:
    def max_pool2d_backward(g, x, k, stride):
        C, H, W = x.shape
        win = sliding_window_view(x, (k, k), axis=(1, 2))
        Ho, Wo = win.shape[1], win.shape[2]
        am = win.reshape(C, Ho, Wo, k * k).argmax(-1)
        rows = np.arange(Ho)[:, None] + am // k
        cols = np.arange(Wo)[None, :] + am % k
        flat = (np.arange(C)[:, None, None] * H + rows) * W + cols
        return np.bincount(flat.ravel(), weights=g.ravel(), minlength=C * H * W).reshape(C, H, W)
x = (np.arange(8 * 256 * 256) % 7).astype(np.float64).reshape(8, 256, 256)
g = (np.arange(8 * 254 * 254) % 13).astype(np.float64).reshape(8, 254, 254)
gi = max_pool2d_backward(g, x, 3, stride=1)
print(gi.shape, gi[0, :3, :6], gi.sum())
