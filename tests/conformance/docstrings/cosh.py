# numpy.cosh: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
np.cosh(0)
x = np.linspace(-4, 4, 1000)
