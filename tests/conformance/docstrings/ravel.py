# numpy.ravel: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
x = np.array([[1, 2, 3], [4, 5, 6]])
np.ravel(x)
x.reshape(-1)
np.ravel(x, order='F')
np.ravel(x.T)
np.ravel(x.T, order='A')
a = np.arange(3)[::-1]; a
a.ravel(order='C')
a.ravel(order='K')
a = np.arange(12).reshape(2,3,2).swapaxes(1,2); a
a.ravel(order='C')
a.ravel(order='K')
