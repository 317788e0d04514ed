# numpy.dtype.name: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
x = np.dtype(float)
x.name
x = np.dtype([('a', np.int32, 8), ('b', np.float64, 6)])
x.name
