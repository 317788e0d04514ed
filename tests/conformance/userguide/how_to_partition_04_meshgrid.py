# NumPy user guide how-to-partition.rst (numpy/numpy@1f90bbb55e65), section "``meshgrid``": its examples in order, by tools/teaching_suites.py
import numpy as np
x = np.array([0, 1, 2, 3])
y = np.array([0, 1, 2, 3, 4, 5])
xx, yy = np.meshgrid(x, y)
xx
yy
