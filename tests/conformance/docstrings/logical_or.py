# numpy.logical_or: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
np.logical_or(True, False)
np.logical_or([True, False], [False, False])
x = np.arange(5)
np.logical_or(x < 1, x > 3)
a = np.array([True, False])
b = np.array([False, False])
a | b
