# NumPy user guide how-to-index.rst (numpy/numpy@1f90bbb55e65), section "Arbitrary conditions": its examples in order, by tools/teaching_suites.py
import numpy as np
a = np.arange(30).reshape(2, 3, 5)
indices = np.where(a % 2 == 0)
indices
a[indices]
a > 14
a[a > 14]
