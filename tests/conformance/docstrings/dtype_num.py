# numpy.dtype.num: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
dt = np.dtype(str)
dt.num
dt = np.dtype(float)
dt.num
