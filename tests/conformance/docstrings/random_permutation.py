# numpy.random.permutation: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
np.random.seed(0)
np.random.permutation(10)
np.random.permutation([1, 4, 9, 12, 15])
arr = np.arange(9).reshape((3, 3))
np.random.permutation(arr)
