# numpy.log10: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
np.log10([1e-15, -3.])
