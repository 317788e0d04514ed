# NumPy user guide basics.interoperability.rst (numpy/numpy@1f90bbb55e65), section "Example: CuPy arrays": its examples in order, by tools/teaching_suites.py
import numpy as np
np.random.seed(0)
a = np.random.randn(100, 100)
