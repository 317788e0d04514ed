# delete/insert with boolean and integer index arrays, 'in' on arrays, and the
# errstate checks that scan array operands for zeros, NaNs and infinities.
import numpy as np
a = np.arange(10)
np.delete(a, np.array([True, False] * 5))
np.delete(a, np.array([1, -1, 3]))
np.insert(a, slice(2, 8, 3), 99)
np.insert(a, np.array([True, False] * 5), -1)
np.insert(a, np.array([0, 0, 9]), [7, 8, 9])
3 in a
11 in a
np.array([[1.5, 2]]) in np.arange(4.0).reshape(2, 2)
with np.errstate(divide='raise'):
    a // np.array([1, 2, 0, 1, 1, 1, 1, 1, 1, 1])
with np.errstate(invalid='raise'):
    np.array([1.0, np.nan]) * 2
with np.errstate(invalid='raise'):
    np.array([1.0 + 1j, complex(0, np.nan)]) * 2
with np.errstate(over='raise'):
    np.array([1e308, 1]) * 10
with np.errstate(divide='raise'):
    a // np.arange(1, 11)
np.take(a, [1, 2], out=np.zeros(2, dtype=np.int64))
