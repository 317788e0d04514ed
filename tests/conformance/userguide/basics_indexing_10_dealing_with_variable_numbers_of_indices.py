# NumPy user guide basics.indexing.rst (numpy/numpy@1f90bbb55e65), section "Dealing with variable numbers of indices within programs": its examples in order, by tools/teaching_suites.py
import numpy as np
z = np.arange(81).reshape(3, 3, 3, 3)
indices = (1, 1, 1, 1)
z[indices]
indices = (1, 1, 1, slice(0, 2))  # same as [1, 1, 1, 0:2]
z[indices]
indices = (1, Ellipsis, 1)  # same as [1, ..., 1]
z[indices]
z[[1, 1, 1, 1]]  # produces a large array
z[(1, 1, 1, 1)]  # returns a single value
