# numpy.cbrt: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
np.cbrt([1,8,27])
