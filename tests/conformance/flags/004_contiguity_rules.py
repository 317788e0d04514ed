import numpy as np
for shape in [(), (1,), (5,), (1, 1), (2, 1), (1, 3), (0, 3), (3, 0, 2)]:
    z = np.zeros(shape)
    print(shape, z.flags.c_contiguous, z.flags.f_contiguous)
a = np.arange(24).reshape(2, 3, 4)
a[:, :1, :].flags.c_contiguous
a[:1, :, :1].flags.f_contiguous
a[:, :, ::2].flags.c_contiguous
a.T.flags.f_contiguous
a[::-1].flags.c_contiguous
a[0, :, 0:1].flags.c_contiguous
