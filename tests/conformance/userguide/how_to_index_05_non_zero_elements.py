# NumPy user guide how-to-index.rst (numpy/numpy@1f90bbb55e65), section "Non-zero elements": its examples in order, by tools/teaching_suites.py
import numpy as np
z = np.array([[1, 2, 3, 0], [0, 0, 5, 3], [4, 6, 0, 0]])
z
np.nonzero(z)
np.flatnonzero(z)
