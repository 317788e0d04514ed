# numpy.left_shift: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
np.binary_repr(5)
np.left_shift(5, 2)
np.binary_repr(20)
np.left_shift(5, [1,2,3])
a = np.left_shift(np.uint8(255), np.int64(1))  # Expect 254
print(a, type(a)) # Unexpected result due to upcasting
b = np.left_shift(np.uint8(255), np.uint8(1))
print(b, type(b))
x1 = 5
x2 = np.array([1, 2, 3])
x1 << x2
