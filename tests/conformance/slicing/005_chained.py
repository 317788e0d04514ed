import numpy as np
x = np.arange(10)
y = x[1::3][::-2]
y
print(y.shape, y.strides)
print(y.__array_interface__['data'][0] - x.__array_interface__['data'][0])
x[::2][::2]
x[::2][::2].strides
x[2:][2:][2:]
x[::-1][::-1].strides
x[::-1][::-1].base is x
