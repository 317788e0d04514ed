import numpy as np
a = np.arange(6).reshape(2, 3)
np.repeat(a, -1)
np.repeat(a, [1, 2])
np.repeat(a, [1, 2], axis=1)
np.repeat(a, [1, -2, 1], axis=1)
np.repeat(a, 2, axis=2)
np.repeat(a, [[1, 2]], axis=0)
