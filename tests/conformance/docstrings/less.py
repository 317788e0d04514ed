# numpy.less: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
np.less([1, 2], [2, 2])
a = np.array([1, 2])
b = np.array([2, 2])
a < b
