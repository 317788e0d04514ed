import numpy as np
np.arange(5)
np.arange(2, 10)
np.arange(2, 10, 3)
np.arange(10, 0, -3)
np.arange(-5, 5, 2)
np.arange(0)
np.arange(5, 1)
np.arange(-3)
np.arange(3).dtype
np.arange(-4, -10, -1)
x = np.arange(7)
print(x.shape, x.strides, x.size)
