# numpy.arccosh: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
np.arccosh([np.e, 10.0])
np.arccosh(1)
