import numpy as np
a = np.arange(24).reshape(2, 3, 4)
v = a[::-1, ::-2, 1::2]
v
v.shape
v.strides
v.__array_interface__['data'][0] - a.__array_interface__['data'][0]
w = a[1:, 1:, 1:]
w.strides
w.__array_interface__['data'][0] - a.__array_interface__['data'][0]
