# numpy.nextafter: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
eps = np.finfo(np.float64).eps
np.nextafter(1, 2) == eps + 1
np.nextafter([1, 2], [2, 1]) == [eps + 1, 2 - eps]
