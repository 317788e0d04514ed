import numpy as np
np.random.seed(0)
x = np.random.randint(3, 10, (2, 6, 6))
x
x.shape, x.dtype, x.strides
x.min(), x.max()
x[1, ::2, 1::2]
