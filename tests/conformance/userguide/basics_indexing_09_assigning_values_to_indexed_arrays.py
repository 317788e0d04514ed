# NumPy user guide basics.indexing.rst (numpy/numpy@1f90bbb55e65), section "Assigning values to indexed arrays": its examples in order, by tools/teaching_suites.py
import numpy as np
x = np.arange(10)
x[2:7] = 1
x[2:7] = np.arange(5)
x[1] = 1.2
x[1]
x[1] = 1.2j  # doctest: +IGNORE_EXCEPTION_DETAIL
x = np.arange(0, 50, 10)
x
x[np.array([1, 1, 3, 1])] += 1
x
