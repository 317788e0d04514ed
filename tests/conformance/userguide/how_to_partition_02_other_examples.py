# NumPy user guide how-to-partition.rst (numpy/numpy@1f90bbb55e65), section "Other examples": its examples in order, by tools/teaching_suites.py
import numpy as np
list(np.arange(0.1,0.4,0.1).round(1))
list(np.arange(1, 4, 1) / 10.0)
np.arange(0, 1.12, 0.04)
np.arange(0, 1.08, 0.04)
1.12/0.04
1.08/0.04
np.arange(0, 28)*0.04
