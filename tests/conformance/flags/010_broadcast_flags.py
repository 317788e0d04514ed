import numpy as np
b = np.broadcast_to(np.arange(3), (4, 3))
b.flags
b.strides
np.broadcast_to(np.arange(3.0), (2, 2, 3)).flags.c_contiguous
np.broadcast_to(5, (2,)).strides
