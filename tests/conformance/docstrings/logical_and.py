# numpy.logical_and: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
np.logical_and(True, False)
np.logical_and([True, False], [False, False])
x = np.arange(5)
np.logical_and(x>1, x<4)
a = np.array([True, False])
b = np.array([False, False])
a & b
