# numpy.array_equal: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
np.array_equal([1, 2], [1, 2])
np.array_equal(np.array([1, 2]), np.array([1, 2]))
np.array_equal([1, 2], [1, 2, 3])
np.array_equal([1, 2], [1, 4])
a = np.array([1, np.nan])
np.array_equal(a, a)
np.array_equal(a, a, equal_nan=True)
a = np.array([1 + 1j])
b = a.copy()
a.real = np.nan
b.imag = np.nan
np.array_equal(a, b, equal_nan=True)
