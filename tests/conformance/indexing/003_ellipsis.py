import numpy as np
a = np.arange(24).reshape(2, 3, 4)
a[..., 1]
a[..., 1].strides
a[1, ...].shape
a[...].shape
a[...] is a
a[..., None].shape
a[..., None].strides
a[0, ..., 0]
a[1, 2, ...]
a[..., 1, :].shape
