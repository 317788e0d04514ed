# numpy.ndarray.partition: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
a = np.array([3, 4, 2, 1])
a.partition(3)
a
a.partition((1, 3))
a
