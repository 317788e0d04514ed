import numpy as np
x = np.arange(6).reshape(2, 3)
def addr(v):
    return v.__array_interface__['data'][0] - x.__array_interface__['data'][0]
for k in range(-2, 6):
    r = np.rot90(x, k)
    print(k, r.shape, r.strides, addr(r), r.base is x)
np.rot90(x)
np.rot90(x, 2)
np.rot90(x, 3)
np.rot90(x, axes=(1, 0))
z = np.arange(24).reshape(2, 3, 4)
r = np.rot90(z, 1, (0, 2))
r.shape, r.strides
r = np.rot90(z, 3, (-1, 0))
r.shape, r.strides
r = np.rot90(z, 2, (2, 1))
r.shape, r.strides
np.rot90(x, axes=(0, 5))
np.rot90(x, axes=(0,))
np.rot90(x, axes=(1, 1))
np.rot90(x, axes=(0, -2))
np.rot90(np.arange(3))
r0 = np.rot90(x, 4)
r0 is x, r0.base is x
