# NumPy user guide basics.interoperability.rst (numpy/numpy@1f90bbb55e65), section "The array interface protocol": its examples in order, by tools/teaching_suites.py
import numpy as np
x = np.array([1, 2, 5.0, 8])
class wrapper():
    pass
arr = np.array([1, 2, 3, 4])
buf = arr.__array_interface__
buf['shape'] = (2, 2)
w = wrapper()
w.__array_interface__ = buf
new_arr = np.array(w, copy=False)
new_arr
new_arr[0, 0] = 1000
new_arr
arr
