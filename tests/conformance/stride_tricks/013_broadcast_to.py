import numpy as np
x = np.arange(3)
b = np.broadcast_to(x, (2, 3))
b
b.strides
b.flags.writeable
b[0, 0] = 1
np.shares_memory(b, x)
b.base is x
np.broadcast_to(x[:, None], (3, 4)).strides
np.broadcast_to(7, (2, 2))
np.broadcast_to(7, (2, 2)).strides
np.broadcast_to(x, (2, 4))
np.broadcast_to(x, (3,)).strides
np.broadcast_to(x, 3).shape
