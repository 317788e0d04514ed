# numpy.add.reduce: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
np.multiply.reduce([2,3,5])
X = np.arange(8).reshape((2,2,2))
X
np.add.reduce(X, 0)
np.add.reduce(X) # confirm: default axis value is 0
np.add.reduce(X, 1)
np.add.reduce(X, 2)
np.add.reduce([10], initial=5)
np.add.reduce(np.ones((2, 2, 2)), axis=(0, 2), initial=10)
a = np.array([10., np.nan, 10])
np.add.reduce(a, where=~np.isnan(a))
np.minimum.reduce([], initial=np.inf)
np.minimum.reduce([[1., 2.], [3., 4.]], initial=10., where=[True, False])
np.minimum.reduce([])
