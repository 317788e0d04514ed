# NumPy user guide how-to-index.rst (numpy/numpy@1f90bbb55e65), section "Index along a specific axis": its examples in order, by tools/teaching_suites.py
import numpy as np
a = np.arange(30).reshape(2, 3, 5)
a
np.take(a, [2, 3], axis=2)
np.take(a, [2], axis=1)
