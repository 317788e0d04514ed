# NumPy user guide quickstart.rst (numpy/numpy@1f90bbb55e65), section "Universal functions": its examples in order, by tools/teaching_suites.py
import numpy as np
B = np.arange(3)
B
np.exp(B)
np.sqrt(B)
C = np.array([2., -1., 4.])
np.add(B, C)
