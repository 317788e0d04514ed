import numpy as np
a = np.arange(6).reshape(2, 3)
np.take_along_axis(a, np.array([0, 2]), axis=1)
np.take_along_axis(a, np.array([[0.5]]), axis=1)
np.take_along_axis(a, np.array([[0, 1], [1, 1], [0, 0]]), axis=1)
np.take_along_axis(a, np.array([[5]]), axis=1)
np.take_along_axis(a, np.array([[5, 0]]), axis=None)
np.take_along_axis(a, np.array([[0]]), axis=2)
np.put_along_axis(a, np.array([[0], [2]]), [1, 2, 3], axis=1)
np.put_along_axis(a, np.array([[0], [3]]), 1, axis=1)
a
