import numpy as np
a = np.arange(12).reshape(3, 4)
a[::-1, ::-2]
a.T
print(a.T)
a[:, 1]
a[1:2]
a[None, :, 1]
