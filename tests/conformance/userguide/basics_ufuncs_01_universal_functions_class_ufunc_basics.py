# NumPy user guide basics.ufuncs.rst (numpy/numpy@1f90bbb55e65), section "Universal functions (:class:`.ufunc`) basics": its examples in order, by tools/teaching_suites.py
import numpy as np
a = np.arange(6).reshape(3, 2)
a
np.add(a, a)  # element-wise addition
np.matmul(a, a.T)  # matrix multiplication (3x2) @ (2x3) -> (3x3)
np.array([0,2,3,4]) + np.array([1,1,-1,2])
