# numpy.arctanh: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
np.arctanh([0, -0.5])
