import numpy as np
x = np.arange(10)
x[10]
x[-11]
x[9]
a = np.arange(24).reshape(2, 3, 4)
a[0, 0, 0, 0]
a[1, 3]
a[..., ...]
a[0, 4]
x[1.5]
a[:, :, -5]
x[-10]
