import numpy as np
x = np.arange(10)
x[3]
x[-1]
a = np.arange(12).reshape(3, 4)
a[1, 2]
a[1][2]
a[-1, -1]
a[0, -4]
type(a[1, 2]).__name__
a[2, 3] + 1
int(a[2, 3])
