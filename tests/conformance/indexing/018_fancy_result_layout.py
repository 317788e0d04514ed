import numpy as np
y = np.arange(12).reshape(3, 4)
r = y[:, [1, 3]]
r.strides, r.base is None, r.flags.owndata
r.base.shape, r.base.strides
m = y[:, np.array([True, False, True, True])]
m.strides, m.base is None
n = y[None, [0, 2]]
n.shape, n.strides, n.base is None
z = np.arange(24).reshape(2, 3, 4)[:, [0, 2], [1, 1]]
z.shape, z.strides
e = y[1:1, [0, 1]]
e.strides, e.base is None
y = np.arange(12).reshape(3, 4)
x = y[[0, 2], None]
x.shape, x.strides
z = np.arange(24).reshape(2, 3, 4)[[1, 0], 1:, ::2, None]
z.shape, z.strides
w = np.arange(24).reshape(2, 3, 4)[[1, 0], :1]
w.shape, w.strides
# a 2-d Fortran-ordered index on a 1-d array: the result is Fortran-ordered too
f = np.arange(10)[np.array([[0, 1, 2], [3, 4, 5]]).T]
f.strides, f.flags.f_contiguous
# index arrays alone: the result follows their memory order
g = np.arange(12).reshape(3, 4)[np.array([[0, 1], [2, 0]]).T, np.array([[1, 2], [3, 0]]).T]
g.strides
