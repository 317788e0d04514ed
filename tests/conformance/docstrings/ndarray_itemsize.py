# numpy.ndarray.itemsize: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
x = np.array([1,2,3], dtype=np.float64)
x.itemsize
x = np.array([1,2,3], dtype=np.complex128)
x.itemsize
