# NumPy user guide basics.broadcasting.rst (numpy/numpy@1f90bbb55e65), section "Broadcasting": its examples in order, by tools/teaching_suites.py
import numpy as np
a = np.array([1.0, 2.0, 3.0])
b = np.array([2.0, 2.0, 2.0])
a * b
import numpy as np
a = np.array([1.0, 2.0, 3.0])
b = 2.0
a * b
