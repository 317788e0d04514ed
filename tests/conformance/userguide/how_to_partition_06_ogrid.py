# NumPy user guide how-to-partition.rst (numpy/numpy@1f90bbb55e65), section "``ogrid``": its examples in order, by tools/teaching_suites.py
import numpy as np
np.ogrid[0:4, 0:6]
g = np.ogrid[0:4, 0:6]
zg = np.sqrt(g[0]**2 + g[1]**2)
g[0].shape, g[1].shape, zg.shape
m = np.mgrid[0:4, 0:6]
zm = np.sqrt(m[0]**2 + m[1]**2)
np.array_equal(zm, zg)
