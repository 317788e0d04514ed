import numpy as np
x = np.arange(10)
a = np.arange(24).reshape(2, 3, 4)
x[10]
a[0, 0, 0, 0]
a[..., 0, ...]
x[::0]
a[2]
a[:, :, 4]
