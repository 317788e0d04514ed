# max_pool2d backward, 3x3 stride 1 on (8, 256, 256), whole script. NumPy: argmax of each
# window (the first maximum, as the command), then np.add.at on a writeable window view
# of the zero gradient. Values repeat (% 7) so ties are common.
import numpy as np
from numpy.lib.stride_tricks import as_strided, sliding_window_view
try:
    from stridelab import max_pool2d_backward
except ImportError:
    def max_pool2d_backward(g, x, k, stride):
        C, H, W = x.shape
        win = sliding_window_view(x, (k, k), axis=(1, 2))
        Ho, Wo = win.shape[1], win.shape[2]
        am = win.reshape(C, Ho, Wo, k * k).argmax(-1)
        onehot = (np.arange(k * k) == am[..., None]) * g[..., None]
        gi = np.zeros_like(x)
        s0, s1, s2 = gi.strides
        view = as_strided(gi, (C, Ho, Wo, k, k), (s0, s1, s2, s1, s2), writeable=True)
        np.add.at(view, (slice(None),), onehot.reshape(C, Ho, Wo, k, k))
        return gi
x = (np.arange(8 * 256 * 256) % 7).astype(np.float64).reshape(8, 256, 256)
g = (np.arange(8 * 254 * 254) % 13).astype(np.float64).reshape(8, 254, 254)
gi = max_pool2d_backward(g, x, 3, stride=1)
print(gi.shape, gi[0, :3, :6], gi.sum())
