import numpy as np
a = np.arange(6).reshape(2, 3)
np.tile(a, -1)
np.tile(a, (2, -2))
np.tile([1, 2], 2.0)
np.tile(a, (0, 1)).shape
