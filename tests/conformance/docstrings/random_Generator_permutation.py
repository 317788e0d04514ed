# numpy.random.Generator.permutation: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
rng = np.random.default_rng(0)
rng.permutation(10)
rng.permutation([1, 4, 9, 12, 15])
arr = np.arange(9).reshape((3, 3))
rng.permutation(arr)
rng.permutation("abc")
arr = np.arange(9).reshape((3, 3))
rng.permutation(arr, axis=1)
