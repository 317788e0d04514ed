import numpy as np
x = np.arange(1, 7)
y = x.reshape(2, 3)
y.__array_interface__['data'][0] == x.__array_interface__['data'][0]
y.__array_interface__['strides']
y.__array_interface__['shape']
x.strides
y.strides
z = y[::-1, ::-2]
z
d = z.__array_interface__
d['data'][0] - x.__array_interface__['data'][0]
d['strides']
d['shape']
