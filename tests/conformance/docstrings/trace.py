# numpy.trace: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
np.trace(np.eye(3))
a = np.arange(8).reshape((2,2,2))
np.trace(a)
a = np.arange(24).reshape((2,2,2,3))
np.trace(a).shape
