# numpy.hypot: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
np.hypot(3*np.ones((3, 3)), 4*np.ones((3, 3)))
np.hypot(3*np.ones((3, 3)), [4])
