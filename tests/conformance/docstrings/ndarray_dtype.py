# numpy.ndarray.dtype: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
x = np.arange(4).reshape((2, 2))
x
x.dtype
isinstance(x.dtype, np.dtype)
