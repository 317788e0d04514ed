import numpy as np
x = np.arange(12).reshape(3, 4)
def addr(v):
    return v.__array_interface__['data'][0] - x.__array_interface__['data'][0]
d = np.diagonal(x)
d, d.strides, addr(d), d.base is x
d.flags.writeable, d.flags.owndata
d.flags
d[0] = 5
d += 1
for off in range(-4, 6):
    e = x.diagonal(off)
    print(off, e, e.shape, e.strides, addr(e))
x.diagonal(1, 1, 0)
x.diagonal(axis1=1, axis2=0).strides
z = np.arange(24).reshape(2, 3, 4)
w = z.diagonal()
w.shape, w.strides
w = np.diagonal(z, 1, 1, 2)
w, w.shape, w.strides
w = np.diagonal(z, 0, -1, 0)
w.shape, w.strides
np.diagonal(np.arange(3))
np.diagonal(x, 0, 5, 1)
np.diagonal(x, 0, 1, 7)
np.diagonal(x, 0, 1, -1)
x.diagonal(0, 0, 0)
v = x[:, ::-1].diagonal()
v, v.strides, addr(v)
np.diagonal([[1, 2], [3, 4]])
np.shares_memory(d, x)
