import numpy as np
x = np.arange(24).reshape(2, 3, 4)
def addr(v):
    return v.__array_interface__['data'][0] - x.__array_interface__['data'][0]
[(p.shape, p.strides, addr(p)) for p in np.hsplit(x, 3)]
[(p.shape, p.strides, addr(p)) for p in np.vsplit(x, 2)]
[(p.shape, p.strides, addr(p)) for p in np.dsplit(x, [1, 3])]
np.hsplit(np.arange(6), 3)
np.hsplit(np.array(3), 1)
np.vsplit(np.arange(6), 2)
np.dsplit(np.zeros((2, 2)), 2)
np.hsplit(x, 2)
np.dsplit(x, 2)[1]
