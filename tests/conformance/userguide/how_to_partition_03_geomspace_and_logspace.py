# NumPy user guide how-to-partition.rst (numpy/numpy@1f90bbb55e65), section "``geomspace`` and ``logspace``": its examples in order, by tools/teaching_suites.py
import numpy as np
np.geomspace(2, 3, num=5)
np.logspace(2, 3, num=5)
np.logspace(2, 3, num=5, base=2)
