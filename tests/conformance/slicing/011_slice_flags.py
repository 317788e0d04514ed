import numpy as np
a = np.arange(12).reshape(3, 4)
for v in (a[1:], a[:, 1:], a[::2], a[:, :1], a[:1, :], a[::-1]):
    print(v.shape, v.strides, v.flags.c_contiguous, v.flags.f_contiguous, v.flags.owndata)
a[:0, ::2].flags.c_contiguous
a[:0, ::2].flags.f_contiguous
a[:0, ::2].strides
