# numpy.spacing: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
np.spacing(1) == np.finfo(np.float64).eps
