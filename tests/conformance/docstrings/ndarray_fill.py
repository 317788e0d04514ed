# numpy.ndarray.fill: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
a = np.array([1, 2])
a.fill(0)
a
a = np.empty(2)
a.fill(1)
a
a = np.array([None, None], dtype=object)
a[0] = np.array(3)
a
a.fill(np.array(3))
a
a[...] = np.array(3)
a
