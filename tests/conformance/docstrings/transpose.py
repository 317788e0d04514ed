# numpy.transpose: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
a = np.array([[1, 2], [3, 4]])
a
np.transpose(a)
a = np.array([1, 2, 3, 4])
a
np.transpose(a)
a = np.ones((1, 2, 3))
np.transpose(a, (1, 0, 2)).shape
a = np.ones((2, 3, 4, 5))
np.transpose(a).shape
a = np.arange(3*4*5).reshape((3, 4, 5))
np.transpose(a, (-1, 0, -2)).shape
