# NumPy user guide quickstart.rst (numpy/numpy@1f90bbb55e65), section "Vector stacking": its examples in order, by tools/teaching_suites.py
import numpy as np
x = np.arange(0, 10, 2)
y = np.arange(5)
m = np.vstack([x, y])
m
xy = np.hstack([x, y])
xy
