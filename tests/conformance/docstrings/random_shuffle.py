# numpy.random.shuffle: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
arr = np.arange(10)
np.random.seed(0)
np.random.shuffle(arr)
arr
arr = np.arange(9).reshape((3, 3))
np.random.shuffle(arr)
arr
