# numpy.setdiff1d: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
a = np.array([1, 2, 3, 2, 4, 1])
b = np.array([3, 4, 5, 6])
np.setdiff1d(a, b)
