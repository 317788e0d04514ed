import numpy as np
from numpy.lib.stride_tricks import sliding_window_view
v = np.arange(10, 16)
p = v.__array_interface__['data'][0]
def where(arr):
    d = arr.__array_interface__
    return d['data'][0] - p, d['data'][1], d['strides'], d['shape']
m = v.reshape(2, 3)
where(m)
flipped = m[::-1, ::-2]
flipped
where(flipped)
win = sliding_window_view(v, 3)
where(win)
where(win[::3])
win[::3]
print(v.strides, m.strides, win.strides, flipped.strides)
