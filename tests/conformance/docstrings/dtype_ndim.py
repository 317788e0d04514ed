# numpy.dtype.ndim: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
x = np.dtype(float)
x.ndim
x = np.dtype((float, 8))
x.ndim
x = np.dtype(('i4', (3, 4)))
x.ndim
