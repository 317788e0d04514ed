import numpy as np
a = np.arange(6)
a.reshape(-2, 3)
a.reshape(-1, -1)
a.reshape(5, -1)
a.reshape(4, -1)
a.reshape(-1, 4, 2)
a.reshape(-3, 1, 2).shape
a.reshape(1, -1, 1, 1).strides
np.zeros((0, 3)).reshape(-1).shape
np.zeros((0, 3)).reshape(0, -1)
np.zeros((0, 3)).reshape(3, 0, -1)
