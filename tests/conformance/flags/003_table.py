import numpy as np
from numpy.lib.stride_tricks import as_strided
a = np.arange(12).reshape(3, 4)
views = [a[:, :1], a[:1, :], a[:0, ::2], a[None], as_strided(a, (3,), (4,))]
for v in views:
    f = v.flags
    print(v.shape, v.strides, f.c_contiguous, f.f_contiguous, f.aligned)
