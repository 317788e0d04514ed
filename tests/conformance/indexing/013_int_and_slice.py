import numpy as np
a = np.arange(20).reshape(4, 5)
v = a[1, ::2]
v
v.strides
w = a[::-1, 2]
w
w.strides
a[2:, -1]
a[-2, 1:4]
a[3, ::-2]
