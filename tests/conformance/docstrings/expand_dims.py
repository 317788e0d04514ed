# numpy.expand_dims: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
x = np.array([1, 2])
x.shape
y = np.expand_dims(x, axis=0)
y
y.shape
y = np.expand_dims(x, axis=1)
y
y.shape
y = np.expand_dims(x, axis=(0, 1))
y
y = np.expand_dims(x, axis=(2, 0))
y
np.newaxis is None
