# numpy.matrix.squeeze: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
c = np.matrix([[1], [2]])
c
c.squeeze()
r = c.T
r
r.squeeze()
m = np.matrix([[1, 2], [3, 4]])
m.squeeze()
