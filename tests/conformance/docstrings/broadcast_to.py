# numpy.broadcast_to: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
x = np.array([1, 2, 3])
np.broadcast_to(x, (3, 3))
