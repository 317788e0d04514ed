# NumPy user guide how-to-index.rst (numpy/numpy@1f90bbb55e65), section "Replace values after filtering": its examples in order, by tools/teaching_suites.py
import numpy as np
p = np.arange(-10, 10).reshape(2, 2, 5)
p
q = p < 0
q
p[q] = 0
p
