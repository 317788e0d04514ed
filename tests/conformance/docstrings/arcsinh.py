# numpy.arcsinh: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
np.arcsinh(np.array([np.e, 10.0]))
