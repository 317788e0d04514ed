# NumPy user guide basics.creation.rst (numpy/numpy@1f90bbb55e65), section "1 - 1D array creation functions": its examples in order, by tools/teaching_suites.py
import numpy as np
np.arange(10)
np.arange(2, 10, dtype=np.float64)
np.arange(2, 3, 0.1)
import numpy as np
np.linspace(1., 4., 6)
