# numpy.ndarray.ndim: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
x = np.array([1, 2, 3])
x.ndim
y = np.zeros((2, 3, 4))
y.ndim
