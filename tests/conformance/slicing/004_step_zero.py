import numpy as np
x = np.arange(10)
x[::0]
x[1:5:0]
a = np.arange(6).reshape(2, 3)
a[:, ::0]
x[::1]
