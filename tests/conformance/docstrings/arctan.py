# numpy.arctan: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
np.arctan([0, 1])
np.pi/4
x = np.linspace(-10, 10)
