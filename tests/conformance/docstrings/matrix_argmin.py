# numpy.matrix.argmin: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
x = -np.matrix(np.arange(12).reshape((3,4))); x
x.argmin()
x.argmin(0)
x.argmin(1)
