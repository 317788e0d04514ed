# NumPy user guide quickstart.rst (numpy/numpy@1f90bbb55e65), section "Deep copy": its examples in order, by tools/teaching_suites.py
# (first, the statements of earlier sections it builds on)
import numpy as np
a = np.array([[ 0,  1,  2,  3],
              [ 4,  5,  6,  7],
              [ 8,  9, 10, 11]])
# --- Deep copy
d = a.copy()  # a new array object with new data is created
d is a
d.base is a  # d doesn't share anything with a
d[0, 0] = 9999
a
a = np.arange(int(1e8))
b = a[:100].copy()
del a  # the memory of ``a`` can be released.
