import numpy as np
x = np.arange(6)
v = x[None, 1:5:2, None]
v
print(v.shape, v.strides)
a = np.arange(12).reshape(3, 4)
w = a[None, ::-1, None, 1]
print(w.shape, w.strides)
w
