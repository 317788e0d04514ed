import numpy as np
x = np.array([1, 5, 2])
np.pad(x, 3, mode='edge')
np.pad(x, (0, 2), mode='edge')
a = np.arange(6).reshape(2, 3)
np.pad(a, 1, mode='edge')
np.pad(a, ((2, 0), (1, 3)), mode='edge')
np.pad(np.array([7]), 2, mode='edge')
np.pad(a[:, ::-1], 1, mode='edge')
