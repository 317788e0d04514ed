import numpy as np
x = np.arange(10)
x[2:7]
x[:3]
x[7:]
x[::2]
x[::2].strides
x[1::3]
x[-3:]
x[:-7]
x[-4:-1]
x[2:7].shape
