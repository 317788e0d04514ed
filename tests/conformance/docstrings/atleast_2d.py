# numpy.atleast_2d: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
np.atleast_2d(3.0)
x = np.arange(3.0)
np.atleast_2d(x)
np.atleast_2d(x).base is x
np.atleast_2d(1, [1, 2], [[1, 2]])
