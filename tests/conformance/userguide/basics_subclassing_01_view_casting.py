# NumPy user guide basics.subclassing.rst (numpy/numpy@1f90bbb55e65), section "View casting": its examples in order, by tools/teaching_suites.py
import numpy as np
class C(np.ndarray): pass
arr = np.zeros((3,))
c_arr = arr.view(C)
type(c_arr)
