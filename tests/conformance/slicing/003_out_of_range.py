import numpy as np
x = np.arange(10)
base = x.__array_interface__['data'][0]
e = x[100:]
print(e, e.shape, e.strides, e.__array_interface__['data'][0] - base)
x[-100:3]
x[5:2]
x[2:5:-1]
x[3:100:4]
x[-100::-1]
x[100::-4]
z = x[7:3]
print(z.shape, z.strides, z.__array_interface__['data'][0] - base)
z2 = x[7:3:2]
print(z2.strides, z2.__array_interface__['data'][0] - base)
