import numpy as np
d = np.arange(6)[::2]
d.strides
d.reshape(1, 3).strides
d.reshape(3, 1).strides
d.reshape(3, 1, order='F').strides
d.reshape(3, 1)
e = np.arange(12).reshape(3, 4)
e.reshape(3, 2, 2, order='F').strides
np.shares_memory(e.reshape(4, 3, order='F'), e)
