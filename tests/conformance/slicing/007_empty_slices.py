import numpy as np
a = np.arange(24).reshape(2, 3, 4)
e = a[:0, ::-1]
e
e.strides
e.__array_interface__['data'][0] - a.__array_interface__['data'][0]
e.flags.c_contiguous
e.flags.f_contiguous
f = a[:, 3:, ::2]
f.shape
f.strides
f.__array_interface__['data'][0] - a.__array_interface__['data'][0]
