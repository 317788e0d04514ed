# NumPy user guide absolute_beginners.rst (numpy/numpy@1f90bbb55e65), section "Array attributes": its examples in order, by tools/teaching_suites.py
# (first, the statements of earlier sections it builds on)
import numpy as np
a = np.array([[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]])
# --- Array attributes
a.ndim
a.shape
len(a.shape) == a.ndim
a.size
import math
a.size == math.prod(a.shape)
a.dtype
