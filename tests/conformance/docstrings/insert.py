# numpy.insert: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
a = np.arange(6).reshape(3, 2)
a
np.insert(a, 1, 6)
np.insert(a, 1, 6, axis=1)
np.insert(a, [1], [[7],[8],[9]], axis=1)
np.insert(a, 1, [[7],[8],[9]], axis=1)
np.array_equal(np.insert(a, 1, [7, 8, 9], axis=1),
               np.insert(a, [1], [[7],[8],[9]], axis=1))
b = a.flatten()
b
np.insert(b, [2, 2], [6, 7])
np.insert(b, slice(2, 4), [7, 8])
np.insert(b, [2, 2], [7.13, False]) # type casting
x = np.arange(8).reshape(2, 4)
idx = (1, 3)
np.insert(x, idx, 999, axis=1)
