# numpy.log2: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
x = np.array([0, 1, 2, 2**4])
np.log2(x)
xi = np.array([0+1.j, 1, 2+0.j, 4.j])
np.log2(xi)
