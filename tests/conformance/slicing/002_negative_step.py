import numpy as np
x = np.arange(10)

def off(v):
    return v.__array_interface__['data'][0] - x.__array_interface__['data'][0]

x[::-1]
x[::-3]
print(x[::-3].shape, x[::-3].strides, off(x[::-3]))
x[8:2:-2]
print(x[8:2:-2].shape, x[8:2:-2].strides, off(x[8:2:-2]))
x[:3:-1]
x[-2::-4]
print(off(x[-2::-4]))
