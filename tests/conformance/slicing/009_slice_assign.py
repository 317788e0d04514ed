import numpy as np
a = np.arange(12).reshape(3, 4)
a[1:, :2] = 5
a
a[:, ::3] = [[1, 2], [3, 4], [5, 6]]
a
a[:] = 0
a
a[::2] = np.arange(4)
a
a[:, 1:3] = np.arange(3)
