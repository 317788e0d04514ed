# numpy.ndarray.base: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
x = np.array([1,2,3,4])
x.base is None
y = x[2:]
y.base is x
