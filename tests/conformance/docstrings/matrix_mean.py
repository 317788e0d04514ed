# numpy.matrix.mean: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
x = np.matrix(np.arange(12).reshape((3, 4)))
x
x.mean()
x.mean(0)
x.mean(1)
