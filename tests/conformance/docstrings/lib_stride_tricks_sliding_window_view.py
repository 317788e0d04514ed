# numpy.lib.stride_tricks.sliding_window_view: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
from numpy.lib.stride_tricks import sliding_window_view
x = np.arange(6)
x.shape
v = sliding_window_view(x, 3)
v.shape
v
i, j = np.ogrid[:3, :4]
x = 10*i + j
x.shape
x
shape = (2,2)
v = sliding_window_view(x, shape)
v.shape
v
v = sliding_window_view(x, 3, 0)
v.shape
v
v = sliding_window_view(x, (2, 3), (1, 1))
v.shape
v
x = np.arange(7)
sliding_window_view(x, 5)[:, ::2]
x = np.arange(7)
sliding_window_view(x, 3)[::2, :]
x = np.arange(6)
x.shape
v = sliding_window_view(x, 3)
v.shape
v
moving_average = v.mean(axis=-1)
moving_average
v = sliding_window_view(x, 3)
v[0,1] = 10
x = np.arange(6)  # reset x for the second example
v = sliding_window_view(x, 3, writeable=True)
v[0,1] = 10
x
v
