# NumPy user guide absolute_beginners.rst (numpy/numpy@1f90bbb55e65), section "Array fundamentals": its examples in order, by tools/teaching_suites.py
import numpy as np
a = np.array([1, 2, 3, 4, 5, 6])
a
a[0]
a[0] = 10
a
a[:3]
b = a[3:]
b
b[0] = 40
a
a = np.array([[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]])
a
a[1, 3]
