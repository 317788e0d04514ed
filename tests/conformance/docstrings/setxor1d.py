# numpy.setxor1d: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
a = np.array([1, 2, 3, 2, 4])
b = np.array([2, 3, 5, 7, 5])
np.setxor1d(a,b)
