# NumPy user guide how-to-index.rst (numpy/numpy@1f90bbb55e65), section "Create subsets of larger matrices": its examples in order, by tools/teaching_suites.py
import numpy as np
a = np.arange(100).reshape(10, 10)
a
a[2:5, 2:5]
a[2:5, 1:3]
a[:5, :5]
a[np.arange(5)[:, None], np.arange(5)[None, :]]
indices = np.mgrid[0:6:2]
indices
a[:, indices]
