# numpy.ndarray.transpose: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
a = np.array([[1, 2], [3, 4]])
a
a.transpose()
a.transpose((1, 0))
a.transpose(1, 0)
a = np.array([1, 2, 3, 4])
a
a.transpose()
