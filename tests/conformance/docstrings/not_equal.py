# numpy.not_equal: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
np.not_equal([1.,2.], [1., 3.])
np.not_equal([1, 2], [[1, 3],[1, 4]])
a = np.array([1., 2.])
b = np.array([1., 3.])
a != b
