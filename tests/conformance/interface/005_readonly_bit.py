import numpy as np
from numpy.lib.stride_tricks import sliding_window_view
x = np.arange(1, 7)
x.__array_interface__['data'][1]
w = sliding_window_view(x, 3)
w.__array_interface__['data'][1]
w.__array_interface__['strides']
w.__array_interface__['shape']
w.__array_interface__['data'][0] - x.__array_interface__['data'][0]
w[::3].__array_interface__['strides']
w[::3].__array_interface__['data'][1]
w[::3]
np.broadcast_to(x, (2, 6)).__array_interface__['data'][1]
