# NumPy user guide basics.copies.rst (numpy/numpy@1f90bbb55e65), section "How to tell if the array is a view or a copy": its examples in order, by tools/teaching_suites.py
import numpy as np
x = np.arange(9)
x
y = x.reshape(3, 3)
y
y.base  # .reshape() creates a view
z = y[[2, 1]]
z
z.base is None  # advanced indexing creates a copy
