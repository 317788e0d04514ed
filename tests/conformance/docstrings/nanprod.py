# numpy.nanprod: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
np.nanprod(1)
np.nanprod([1])
np.nanprod([1, np.nan])
a = np.array([[1, 2], [3, np.nan]])
np.nanprod(a)
np.nanprod(a, axis=0)
