# numpy.signbit: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
np.signbit(-1.2)
np.signbit(np.array([1, -2.3, 2.1]))
