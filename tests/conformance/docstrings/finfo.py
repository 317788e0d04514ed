# numpy.finfo: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
np.finfo(np.float64).dtype
np.finfo(np.complex64).dtype
