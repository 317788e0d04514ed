# numpy.right_shift: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
np.binary_repr(10)
np.right_shift(10, 1)
np.binary_repr(5)
np.right_shift(10, [1,2,3])
x1 = 10
x2 = np.array([1,2,3])
x1 >> x2
