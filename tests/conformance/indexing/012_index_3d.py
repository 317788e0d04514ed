import numpy as np
a = np.arange(24).reshape(2, 3, 4)
a[1, 2, 3]
a[-1]
a[-1].strides
a[:, 1]
a[:, 1].strides
a[..., -1]
a[..., -1].strides
a[1, :, 2]
