import numpy as np
x = np.arange(6).reshape(2, 3)
np.expand_dims(x, 0).shape
np.expand_dims(x, 0).strides
np.expand_dims(x, -1).strides
np.expand_dims(x, (0, 3)).shape
np.expand_dims(x, 3)
y = np.arange(3).reshape(1, 3, 1)
y.squeeze().shape
np.squeeze(y, axis=0).shape
y.squeeze(axis=(0, 2))
y.squeeze(axis=1)
y.squeeze(axis=3)
np.squeeze(np.array([[7]]))
np.squeeze(np.array([[7]])).shape
