# numpy.heaviside: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
np.heaviside([-1.5, 0, 2.0], 0.5)
np.heaviside([-1.5, 0, 2.0], 1)
