import numpy as np
x = np.array([1, 2, 3])
y = np.array([4, 5, 6])
np.dstack((x, y))
np.dstack((x, y)).shape
np.dstack((np.ones((2, 2)), np.zeros((2, 2)))).shape
np.atleast_1d(5)
np.atleast_2d(x)
np.atleast_3d(x).shape
np.atleast_3d(np.ones((2, 3))).shape
np.atleast_2d(np.ones((2, 3, 4))).shape
v = np.atleast_2d(x)
np.shares_memory(v, x)
np.atleast_1d(1, [2, 3])
