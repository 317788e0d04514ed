# numpy.reciprocal: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
np.reciprocal(2.)
np.reciprocal([1, 2., 3.33])
