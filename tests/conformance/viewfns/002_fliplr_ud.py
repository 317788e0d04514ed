import numpy as np
x = np.arange(6).reshape(2, 3)
def addr(v):
    return v.__array_interface__['data'][0] - x.__array_interface__['data'][0]
l = np.fliplr(x)
l, l.strides, addr(l), l.base is x
u = np.flipud(x)
u, u.strides, addr(u), u.base is x
np.flipud(np.arange(4)).strides
np.fliplr(np.arange(3))
np.flipud(np.array(3))
np.fliplr(np.zeros((2, 3, 4))).strides
np.flipud(np.zeros((2, 3, 4))).strides
y = np.flipud(x)[::-1]
y.strides, addr(y), y.base is x
u.flags.c_contiguous, u.flags.f_contiguous
