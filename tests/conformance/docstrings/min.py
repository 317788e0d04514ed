# numpy.min: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
a = np.arange(4).reshape((2,2))
a
np.min(a)           # Minimum of the flattened array
np.min(a, axis=0)   # Minima along the first axis
np.min(a, axis=1)   # Minima along the second axis
np.min(a, where=[False, True], initial=10, axis=0)
b = np.arange(5, dtype=float)
b[2] = np.nan
np.min(b)
np.min(b, where=~np.isnan(b), initial=10)
np.nanmin(b)
np.min([[-50], [10]], axis=-1, initial=0)
np.min([6], initial=5)
min([6], default=5)
