# NumPy user guide basics.types.rst (numpy/numpy@1f90bbb55e65), section "Floating point precision": its examples in order, by tools/teaching_suites.py
import numpy as np
0.3 - 0.2 - 0.1  # This does not equal 0 due to floating-point precision
np.isclose(0.3 - 0.2 - 0.1, 0, rtol=1e-05)  # Check for closeness to 0
