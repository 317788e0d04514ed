# The max_pool2d 3x3 stride 2 call alone on a (64, 512, 512) float64 array (134 MB):
# input GB/s = 0.134 / seconds. NumPy runs the sliding_window_view idiom.
import numpy as np
from numpy.lib.stride_tricks import sliding_window_view
try:
    from stridelab import max_pool2d
except ImportError:
    def max_pool2d(x, k, stride):
        return sliding_window_view(x, (k, k), axis=(-2, -1))[..., ::stride, ::stride, :, :].max(axis=(-2, -1))
x = (np.arange(64 * 512 * 512) % 1009).astype(np.float64).reshape(64, 512, 512)
# --- timed ---
r = max_pool2d(x, 3, stride=2)
print(r.shape, r.sum())
