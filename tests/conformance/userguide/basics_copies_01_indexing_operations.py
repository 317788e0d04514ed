# NumPy user guide basics.copies.rst (numpy/numpy@1f90bbb55e65), section "Indexing operations": its examples in order, by tools/teaching_suites.py
import numpy as np
x = np.arange(10)
x
y = x[1:3]  # creates a view
y
x[1:3] = [10, 11]
x
y
import numpy as np
x = np.arange(9).reshape(3, 3)
x
y = x[[1, 2]]
y
y.base is None
x[[1, 2]] = [[10, 11, 12], [13, 14, 15]]
x
y
