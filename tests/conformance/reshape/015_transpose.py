import numpy as np
a = np.arange(24).reshape(2, 3, 4)
a.T.shape
a.T.strides
a.transpose().strides
a.transpose(1, 0, 2).strides
a.transpose((2, 0, 1)).shape
np.transpose(a, (0, 2, 1)).strides
a.transpose(0, 1)
a.transpose(0, 1, 1)
a.transpose(0, 1, 3)
a.transpose(-1, 0, 1).shape
a.T.base is a.base
np.arange(3).T.strides
