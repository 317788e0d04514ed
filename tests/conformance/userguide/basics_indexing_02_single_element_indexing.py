# NumPy user guide basics.indexing.rst (numpy/numpy@1f90bbb55e65), section "Single element indexing": its examples in order, by tools/teaching_suites.py
import numpy as np
x = np.arange(10)
x[2]
x[-2]
x = x.reshape((2, 5))  # now x is 2-dimensional
x[1, 3]
x[1, -1]
x[0]
x[0][2]
