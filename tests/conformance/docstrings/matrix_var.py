# numpy.matrix.var: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
x = np.matrix(np.arange(12).reshape((3, 4)))
x
x.var()
x.var(0)
x.var(1)
