# numpy.append: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
np.append([1, 2, 3], [[4, 5, 6], [7, 8, 9]])
np.append([[1, 2, 3], [4, 5, 6]], [[7, 8, 9]], axis=0)
np.append([[1, 2, 3], [4, 5, 6]], [7, 8, 9], axis=0)
a = np.array([1, 2], dtype=int)
c = np.append(a, [])
c
c.dtype
