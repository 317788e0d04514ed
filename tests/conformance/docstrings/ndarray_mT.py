# numpy.ndarray.mT: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
a = np.array([[1, 2], [3, 4]])
a
a.mT
a = np.arange(8).reshape((2, 2, 2))
a
a.mT
