# numpy.expm1: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
np.expm1(1e-10)
np.exp(1e-10) - 1
