import numpy as np
a = np.arange(6)
a.reshape(2, 3, 1, order='C', copy=None).shape
a.reshape((2, 3), 1)
a.reshape('x')
a.astype('nope')
np.zeros((2, 2), dtype='int99')
