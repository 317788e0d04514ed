# NumPy user guide how-to-partition.rst (numpy/numpy@1f90bbb55e65), section "``mgrid``": its examples in order, by tools/teaching_suites.py
import numpy as np
xx, yy = np.meshgrid(np.array([0, 1, 2, 3]), np.array([0, 1, 2, 3, 4, 5]))
xx.T, yy.T
np.mgrid[0:4, 0:6]
