# numpy.dtype.itemsize: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
arr = np.array([[1, 2], [3, 4]])
arr.dtype
arr.itemsize
dt = np.dtype([('name', np.str_, 16), ('grades', np.float64, (2,))])
dt.itemsize
