# numpy.trunc: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
a = np.array([-1.7, -1.5, -0.2, 0.2, 1.5, 1.7, 2.0])
np.trunc(a)
