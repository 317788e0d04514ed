# np.delete keeps the other positions with a typed take along the axis; a Fortran-ordered
# input gives a Fortran-ordered result.
import numpy as np
x = np.arange(12).reshape(3, 4)
np.delete(x, 1, axis=1)
np.delete(x, [0, 2], axis=0)
np.delete(x, slice(None, None, 2), axis=1)
np.delete(x, np.array([True, False, False, True]), axis=1)
np.delete(x, 5)
f = np.asfortranarray(x)
d = np.delete(f, 0, axis=0)
d, d.strides, d.flags.f_contiguous
np.delete(x.T[::-1], [1], axis=1).strides
np.delete(x, [], axis=0).base is None
np.delete(x, 4, axis=1)
np.delete(np.array(7), 0)
np.delete(x, [[0, 1]], axis=0)
