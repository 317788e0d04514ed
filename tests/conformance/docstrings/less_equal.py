# numpy.less_equal: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
np.less_equal([4, 2, 1], [2, 2, 2])
a = np.array([4, 2, 1])
b = np.array([2, 2, 2])
a <= b
