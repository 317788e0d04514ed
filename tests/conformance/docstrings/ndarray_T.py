# numpy.ndarray.T: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
a = np.array([[1, 2], [3, 4]])
a
a.T
a = np.array([1, 2, 3, 4])
a
a.T
