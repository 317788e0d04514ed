import numpy as np
a = np.zeros((3, 4))
a[:] = np.ones((2, 4))
a[[0, 1]] = np.ones((3, 4))
a
