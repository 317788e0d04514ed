# numpy.dtype.shape: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
dt = np.dtype(('i4', 4))
dt.shape
dt = np.dtype(('i4', (2, 3)))
dt.shape
