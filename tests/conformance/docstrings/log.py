# numpy.log: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
np.log([1, np.e, np.e**2, 0])
