import numpy as np
from numpy.lib.stride_tricks import sliding_window_view
a = np.arange(20).reshape(4, 5)
p = a.__array_interface__['data'][0]
w = sliding_window_view(a, (2, 3))
print(w.shape, w.strides)
for v in (w[1], w[1, 2], w[2:, 1:], w[:, :, 1, ::-1], w[::2, ::2]):
    d = v.__array_interface__
    print(d['data'][0] - p, d['shape'], d['strides'])
