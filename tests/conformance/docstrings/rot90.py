# numpy.rot90: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
m = np.array([[1,2],[3,4]], int)
m
np.rot90(m)
np.rot90(m, 2)
m = np.arange(8).reshape((2,2,2))
np.rot90(m, 1, (1,2))
