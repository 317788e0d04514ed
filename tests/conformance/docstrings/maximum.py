# numpy.maximum: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
np.maximum([2, 3, 4], [1, 5, 2])
np.maximum(np.eye(2), [0.5, 2]) # broadcasting
np.maximum([np.nan, 0, np.nan], [0, np.nan, np.nan])
np.maximum(np.inf, 1)
