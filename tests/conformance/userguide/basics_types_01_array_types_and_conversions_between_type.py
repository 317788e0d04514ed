# NumPy user guide basics.types.rst (numpy/numpy@1f90bbb55e65), section "Array types and conversions between types": its examples in order, by tools/teaching_suites.py
import numpy as np
z = np.arange(3, dtype=np.uint8)
z
np.array([1, 2, 3], dtype='f')
np.array([1, 2, 3], dtype='d')
z.dtype
d = np.dtype(np.int64)
d
np.issubdtype(d, np.integer)
np.issubdtype(d, np.floating)
z.astype(np.float64)                 #doctest: +NORMALIZE_WHITESPACE
z.astype(np.float64, casting="same_value")   #doctest: +NORMALIZE_WHITESPACE
