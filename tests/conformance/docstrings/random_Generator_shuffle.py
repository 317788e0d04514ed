# numpy.random.Generator.shuffle: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
rng = np.random.default_rng(0)
arr = np.arange(10)
arr
rng.shuffle(arr)
arr
arr = np.arange(9).reshape((3, 3))
arr
rng.shuffle(arr)
arr
arr = np.arange(9).reshape((3, 3))
arr
rng.shuffle(arr, axis=1)
arr
