import numpy as np
x = np.arange(12).reshape(3, 4)
def addr(v):
    return v.__array_interface__['data'][0] - x.__array_interface__['data'][0]
f = np.flip(x)
f
f.shape, f.strides, addr(f), f.base is x, f.flags.owndata, f.flags.writeable
g = np.flip(x, 1)
g.strides, addr(g), g.base is x
h = np.flip(x, (0, 1))
h.strides, addr(h)
np.flip(x, [0])
np.flip(x, -1).strides
np.flip(x, 2)
np.flip(x, (0, 0))
np.flip(x, 1.5)
np.flip(np.array(5))
np.flip([1, 2, 3])
g[0, 0] = 100
x
np.shares_memory(g, x)
np.flip(x[:, ::2], 1).strides
