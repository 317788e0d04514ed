# numpy.max: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
a = np.arange(4).reshape((2,2))
a
np.max(a)           # Maximum of the flattened array
np.max(a, axis=0)   # Maxima along the first axis
np.max(a, axis=1)   # Maxima along the second axis
np.max(a, where=[False, True], initial=-1, axis=0)
b = np.arange(5, dtype=float)
b[2] = np.nan
np.max(b)
np.max(b, where=~np.isnan(b), initial=-1)
np.nanmax(b)
np.max([[-50], [10]], axis=-1, initial=0)
np.max([5], initial=6)
max([5], default=6)
