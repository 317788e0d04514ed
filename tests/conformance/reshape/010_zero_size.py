import numpy as np
z = np.zeros((0, 3))
z.strides
z[:, ::2].strides
z[:, ::2].reshape(2, 0).strides
z.reshape(3, 0)
z.reshape(3, 0).strides
np.arange(0).reshape(0, 4).strides
np.arange(0).reshape(2, 0, 2).shape
np.arange(0).reshape(5, 2)
