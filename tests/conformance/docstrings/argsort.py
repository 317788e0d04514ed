# numpy.argsort: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
x = np.array([3, 1, 2])
np.argsort(x)
x = np.array([[0, 3], [2, 2]])
x
ind = np.argsort(x, axis=0)  # sorts along first axis (down)
ind
np.take_along_axis(x, ind, axis=0)  # same as np.sort(x, axis=0)
ind = np.argsort(x, axis=1)  # sorts along last axis (across)
ind
np.take_along_axis(x, ind, axis=1)  # same as np.sort(x, axis=1)
ind = np.unravel_index(np.argsort(x, axis=None), x.shape)
ind
x[ind]  # same as np.sort(x, axis=None)
x = np.array([(1, 0), (0, 1)], dtype=[('x', '<i4'), ('y', '<i4')])
x
np.argsort(x, order=('x','y'))
np.argsort(x, order=('y','x'))
