# NumPy user guide basics.subclassing.rst (numpy/numpy@1f90bbb55e65), section "Extra gotchas - custom ``__del__`` methods and ndarray.base": its examples in order, by tools/teaching_suites.py
import numpy as np
arr = np.zeros((4,))
arr.base is None
v1 = arr[1:]
v1.base is arr
v2 = v1[1:]
v2.base is arr
