# numpy.nanmin: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
a = np.array([[1, 2], [3, np.nan]])
np.nanmin(a)
np.nanmin(a, axis=0)
np.nanmin(a, axis=1)
np.nanmin([1, 2, np.nan, np.inf])
np.nanmin([1, 2, np.nan, -np.inf])
