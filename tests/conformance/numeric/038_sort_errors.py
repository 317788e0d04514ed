import numpy as np
a = np.array([[3, 1, 2], [9, 7, 8]])
np.sort(np.array(5))
np.sort(a, kind='foo')
np.sort(a, axis=2)
np.argsort(a, axis=-3)
a.sort(axis=5)
np.sort(a, order='x')
