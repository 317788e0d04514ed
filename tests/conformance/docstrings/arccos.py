# numpy.arccos: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
np.arccos([1, -1])
x = np.linspace(-1, 1, num=100)
