import numpy as np
x = np.arange(4)
u = x.view(np.uint8)
d = u.__array_interface__
print(d['typestr'], d['shape'], d['strides'])
s = u[3::8]
s.__array_interface__['data'][0] - x.__array_interface__['data'][0]
s.__array_interface__['strides']
v = x.view(np.int32)[1::2]
v.__array_interface__['data'][0] - x.__array_interface__['data'][0]
v
