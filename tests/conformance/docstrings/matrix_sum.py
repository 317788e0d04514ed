# numpy.matrix.sum: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
x = np.matrix([[1, 2], [4, 3]])
x.sum()
x.sum(axis=1)
x.sum(axis=1, dtype='float')
out = np.zeros((2, 1), dtype='float')
x.sum(axis=1, dtype='float', out=np.asmatrix(out))
