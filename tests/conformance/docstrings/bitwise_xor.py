# numpy.bitwise_xor: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
np.bitwise_xor(13, 17)
np.binary_repr(28)
np.bitwise_xor(31, 5)
np.bitwise_xor([31,3], 5)
np.bitwise_xor([31,3], [5,6])
np.bitwise_xor([True, True], [False, True])
x1 = np.array([True, True])
x2 = np.array([False, True])
x1 ^ x2
