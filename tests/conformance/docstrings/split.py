# numpy.split: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
x = np.arange(9.0)
np.split(x, 3)
x = np.arange(8.0)
np.split(x, [3, 5, 6, 10])
