# An empty diagonal points where diagonal's offset arithmetic lands (item_selection.c
# PyArray_Diagonal), even before or past the buffer: it reads nothing.
import numpy as np
x = np.arange(9, dtype=np.int64).reshape(1, 9)
f = np.flip(x, axis=(0, -1))
d = np.diag(f, -1)
d.shape, d.strides, d.__array_interface__['data'][0] - x.__array_interface__['data'][0]
e = np.tile(np.arange(3, dtype=np.int32), 0).reshape(0, 1)
g = np.diagonal(e, offset=2)
g.shape, g.strides, g.__array_interface__['data'][0] - e.__array_interface__['data'][0]
h = g[..., None].swapaxes(0, -1)
h.shape, h.strides, h.__array_interface__['data'][0] - e.__array_interface__['data'][0]
k = np.diagonal(np.ones((2, 3)), offset=5)
k.shape, k.strides
np.diagonal(np.ones((3, 2)), offset=-4).size
