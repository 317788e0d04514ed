# numpy.dtype.itemsize: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
arr = np.array([[1, 2], [3, 4]])
arr.dtype
arr.itemsize
