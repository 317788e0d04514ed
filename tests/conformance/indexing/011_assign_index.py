import numpy as np
a = np.arange(12).reshape(3, 4)
a[1, 2] = 100
a[0] = -1
a[:, 0] = [7, 8, 9]
a
a[2] = [1, 2, 3]
a[2, 1] = 2.9
a[2]
a[5, 0] = 1
a
