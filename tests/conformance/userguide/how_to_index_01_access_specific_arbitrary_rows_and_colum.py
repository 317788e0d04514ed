# NumPy user guide how-to-index.rst (numpy/numpy@1f90bbb55e65), section "Access specific/arbitrary rows and columns": its examples in order, by tools/teaching_suites.py
import numpy as np
a = np.arange(30).reshape(2, 3, 5)
a
a[0, 2, :]
a[0, :, 3]
a[0, :, 3].shape
a[0, :, 3, np.newaxis].shape
a[0, :, 3, np.newaxis, np.newaxis].shape
y = 0
a[y, :, y+3]
