# Saved from a stridelab session; runs unchanged under Python with NumPy.
import numpy as np
from numpy.lib.stride_tricks import as_strided, sliding_window_view

x = np.arange(6)
y = x.reshape(2, 3)
print(repr(y))
try:
    for k in range(4):
        x[k * 2] = -k
except Exception as _stridelab_error:  # the session raised IndexError: index 6 is out of bounds for axis 0 with size 6
    print(type(_stridelab_error).__name__ + ': ' + str(_stridelab_error))
print(repr(x))
print(repr(y.sum()))
np.add.at(x, [0, 0], 1)
try:
    print(repr(x[10]))
except Exception as _stridelab_error:  # the session raised IndexError: index 10 is out of bounds for axis 0 with size 6
    print(type(_stridelab_error).__name__ + ': ' + str(_stridelab_error))
w = sliding_window_view(x, 3)
print(repr(w[1]))
print(x)
print(repr(x.strides))
