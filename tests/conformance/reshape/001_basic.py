import numpy as np
a = np.arange(12)
a.reshape(3, 4)
a.reshape((3, 4)).strides
np.reshape(a, (2, 6))
a.reshape(-1).shape
a.reshape(2, -1)
a.reshape(-1, 3).shape
a.reshape(2, 3, 2).strides
np.reshape(a, 12).shape
np.reshape(a, (4, -1), order='F')
a.reshape([6, 2]).shape
