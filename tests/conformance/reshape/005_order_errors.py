import numpy as np
a = np.arange(6)
a.reshape(2, 3, order='K')
a.reshape(2, 3, order='X')
a.reshape(2, 3, order='c')
a.reshape(2, 3, order='f').strides
np.reshape(a, (3, 2), order='K')
