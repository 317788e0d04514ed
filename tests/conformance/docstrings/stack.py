# numpy.stack: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
rng = np.random.default_rng(0)
arrays = [rng.normal(size=(3,4)) for _ in range(10)]
np.stack(arrays, axis=0).shape
np.stack(arrays, axis=1).shape
np.stack(arrays, axis=2).shape
a = np.array([1, 2, 3])
b = np.array([4, 5, 6])
np.stack((a, b))
np.stack((a, b), axis=-1)
