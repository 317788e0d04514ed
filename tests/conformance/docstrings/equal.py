# numpy.equal: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
np.equal([0, 1, 3], np.arange(3))
np.equal(1, np.ones(1))
a = np.array([2, 4, 6])
b = np.array([2, 4, 2])
a == b
