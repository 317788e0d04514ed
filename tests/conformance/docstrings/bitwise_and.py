# numpy.bitwise_and: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
np.bitwise_and(13, 17)
np.bitwise_and(14, 13)
np.binary_repr(12)
np.bitwise_and([14,3], 13)
np.bitwise_and([11,7], [4,25])
np.bitwise_and(np.array([2,5,255]), np.array([3,14,16]))
np.bitwise_and([True, True], [False, True])
x1 = np.array([2, 5, 255])
x2 = np.array([3, 14, 16])
x1 & x2
