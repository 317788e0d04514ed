# numpy.ascontiguousarray: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
x = np.ones((2, 3), order='F')
x.flags['F_CONTIGUOUS']
y = np.ascontiguousarray(x)
y.flags['C_CONTIGUOUS']
np.may_share_memory(x, y)
x = np.ones((2, 3), order='C')
x.flags['C_CONTIGUOUS']
y = np.ascontiguousarray(x)
x is y
