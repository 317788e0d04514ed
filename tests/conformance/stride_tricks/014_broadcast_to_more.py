import numpy as np
a = np.arange(6).reshape(2, 3)
b = np.broadcast_to(a, (4, 2, 3))
b.strides
b[3]
np.broadcast_to(a[:, :1], (2, 5))
np.broadcast_to(a[:, :1], (2, 5)).strides
np.broadcast_to(a, (2, 1))
np.broadcast_to(a.T, (2, 3, 2)).strides
np.broadcast_to(a, (0, 2, 3))
np.broadcast_to(np.arange(1.0), (3,))
