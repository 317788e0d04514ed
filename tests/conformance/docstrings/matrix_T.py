# numpy.matrix.T: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
m = np.matrix('[1, 2; 3, 4]')
m
m.getT()
