# numpy.ones_like: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
x = np.arange(6)
x = x.reshape((2, 3))
x
np.ones_like(x)
y = np.arange(3, dtype=float)
y
np.ones_like(y)
