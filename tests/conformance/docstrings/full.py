# numpy.full: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
np.full((2, 2), np.inf)
np.full((2, 2), 10)
np.full((2, 2), [1, 2])
