# numpy.matrix: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
a = np.matrix('1 2; 3 4')
a
np.matrix([[1, 2], [3, 4]])
