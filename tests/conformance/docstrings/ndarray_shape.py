# numpy.ndarray.shape: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
x = np.array([1, 2, 3, 4])
x.shape
y = np.zeros((2, 3, 4))
y.shape
y.shape = (3, 8)
y
y.shape = (3, 6)
np.zeros((4,2))[::2].shape = (-1,)
