# NumPy user guide basics.subclassing.rst (numpy/numpy@1f90bbb55e65), section "Creating new from template": its examples in order, by tools/teaching_suites.py
# (first, the statements of earlier sections it builds on)
import numpy as np
class C(np.ndarray): pass
arr = np.zeros((3,))
c_arr = arr.view(C)
# --- Creating new from template
v = c_arr[1:]
type(v) # the view is of type 'C'
v is c_arr # but it's a new instance
