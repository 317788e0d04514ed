# numpy.eye: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
np.eye(2, dtype=int)
np.eye(3, k=1)
