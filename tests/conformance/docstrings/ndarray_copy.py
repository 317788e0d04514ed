# numpy.ndarray.copy: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
x = np.array([[1,2,3],[4,5,6]], order='F')
y = x.copy()
x.fill(0)
x
y
y.flags['C_CONTIGUOUS']
a = np.array([1, 'm', [2, 3, 4]], dtype=object)
b = a.copy()
b[2][0] = 10
a
import copy
a = np.array([1, 'm', [2, 3, 4]], dtype=object)
c = copy.deepcopy(a)
c[2][0] = 10
c
a
