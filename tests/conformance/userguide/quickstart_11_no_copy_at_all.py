# NumPy user guide quickstart.rst (numpy/numpy@1f90bbb55e65), section "No copy at all": its examples in order, by tools/teaching_suites.py
import numpy as np
a = np.array([[ 0,  1,  2,  3],
              [ 4,  5,  6,  7],
              [ 8,  9, 10, 11]])
b = a            # no new object is created
b is a           # a and b are two names for the same ndarray object
