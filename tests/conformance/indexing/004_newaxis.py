import numpy as np
x = np.arange(4)
x[None]
x[None].strides
x[:, None]
x[:, None].strides
x[np.newaxis, :, np.newaxis].shape
np.newaxis is None
y = x[None, ..., None]
print(y.shape, y.strides)
a = np.arange(6).reshape(2, 3)
a[:, None, :].strides
a[None, 1].shape
