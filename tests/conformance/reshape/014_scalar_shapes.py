import numpy as np
a = np.array([5])
s = a.reshape(())
s
s.shape
s.ndim
np.array(7).reshape(1, 1)
np.array(7).reshape(-1)
np.arange(1).reshape(1, 1, 1).strides
np.arange(2).reshape(())
