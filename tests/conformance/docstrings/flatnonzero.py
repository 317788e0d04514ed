# numpy.flatnonzero: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
x = np.arange(-2, 3)
x
np.flatnonzero(x)
x.ravel()[np.flatnonzero(x)]
