# numpy.empty_like: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
a = ([1,2,3], [4,5,6])                         # a is array-like
a = np.array([[1., 2., 3.],[4.,5.,6.]])
