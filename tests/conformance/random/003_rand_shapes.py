import numpy as np
np.random.seed(1)
x = np.random.rand()
type(x).__name__
x
np.random.rand(3)
a = np.random.rand(2, 3)
a
a.shape, a.dtype, a.flags['C_CONTIGUOUS']
np.random.rand(0)
np.random.rand(2, 0)
np.random.rand(np.int64(2))
b = np.random.rand(2, 2, 2)
(b >= 0).all() and (b < 1).all()
