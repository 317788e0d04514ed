import numpy as np
a = np.arange(6).reshape(2, 3)
np.pad(a, ((1, 2), (0, 1), (1, 1)))
np.pad(a, -1)
np.pad(a, ((1, -1), (0, 0)))
np.pad(a, 1.5)
np.pad(a, (1, 2, 3))
np.pad(a, 1, mode='foo')
np.pad(a, 1, mode='edge', constant_values=3)
np.pad(a, 1, mode='constant', foo=1)
np.pad(np.zeros(0), 2, mode='edge')
np.pad(np.zeros((0, 2)), ((0, 0), (1, 1)), mode='edge').shape
np.pad(a, [True, False])
