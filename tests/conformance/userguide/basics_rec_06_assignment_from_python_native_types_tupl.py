# NumPy user guide basics.rec.rst (numpy/numpy@1f90bbb55e65), section "Assignment from Python Native Types (Tuples)": its examples in order, by tools/teaching_suites.py
import numpy as np
x = np.array([(1, 2, 3), (4, 5, 6)], dtype='i8, f4, f8')
x[1] = (7, 8, 9)
x
