# numpy.ndim: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
np.ndim([[1,2,3],[4,5,6]])
np.ndim(np.array([[1,2,3],[4,5,6]]))
np.ndim(1)
