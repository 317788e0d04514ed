# Generated from lessons/04-sliding-windows.md by `stridelab check-lessons --export tests/conformance/lessons`; do not edit.
import numpy as np
from numpy.lib.stride_tricks import as_strided, sliding_window_view
x = np.arange(1, 7)
w = sliding_window_view(x, 3)
w
w.shape, w.strides
w[0, 2], w[1, 1], w[2, 0]
x[2] = 30
w
w[0, 0] = 10
w.flags.writeable
# task at line 68
pairs = sliding_window_view(x, 2)
bool(pairs.shape == (5, 2))
bool(np.array_equal(pairs, [x[i:i + 2] for i in range(5)]))
bool(np.shares_memory(pairs, x))
w.sum(axis=1)
# task at line 93
ramp = np.array([3, 1, 4, 1, 5, 9, 2, 6])
peak = sliding_window_view(ramp, 4).max(axis=1)
bool(np.array_equal(peak, [max(ramp[i:i + 4]) for i in range(5)]))
w[::2]
w[::2].strides
w[::3]
a = np.arange(16).reshape(4, 4)
a2 = sliding_window_view(a, (2, 2))
a2.shape, a2.strides
a2[1, 2]
# task at line 139
hop = sliding_window_view(x, 3)[::2]
bool(hop.shape == (2, 3))
bool(np.array_equal(hop, [x[0:3], x[2:5]]))
bool(hop.strides == (16, 8))
bool(np.shares_memory(hop, x))
