# numpy.square: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
np.square([-1j, 1])
