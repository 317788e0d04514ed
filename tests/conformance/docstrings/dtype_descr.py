# numpy.dtype.descr: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
x = np.dtype(float)
x.descr
