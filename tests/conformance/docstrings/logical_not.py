# numpy.logical_not: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
np.logical_not(3)
np.logical_not([True, False, 0, 1])
x = np.arange(5)
np.logical_not(x<3)
