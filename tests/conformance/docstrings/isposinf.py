# numpy.isposinf: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
np.isposinf(np.inf)
np.isposinf(-np.inf)
np.isposinf([-np.inf, 0., np.inf])
x = np.array([-np.inf, 0., np.inf])
y = np.array([2, 2, 2])
np.isposinf(x, y)
y
