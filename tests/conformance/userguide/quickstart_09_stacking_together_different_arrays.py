# NumPy user guide quickstart.rst (numpy/numpy@1f90bbb55e65), section "Stacking together different arrays": its examples in order, by tools/teaching_suites.py
# (first, the statements of earlier sections it builds on)
import numpy as np
rg = np.random.default_rng(1)  # create instance of default random number generator
b = rg.random((2, 3))
a = rg.random((2, 3))
a = np.floor(10 * rg.random((3, 4)))
# --- Stacking together different arrays
a = np.floor(10 * rg.random((2, 2)))
a
b = np.floor(10 * rg.random((2, 2)))
b
np.vstack((a, b))
np.hstack((a, b))
from numpy import newaxis
np.column_stack((a, b))  # with 2D arrays
a = np.array([4., 2.])
b = np.array([3., 8.])
np.column_stack((a, b))  # returns a 2D array
np.hstack((a, b))        # the result is different
a[:, newaxis]  # view `a` as a 2D column vector
np.column_stack((a[:, newaxis], b[:, newaxis]))
np.hstack((a[:, newaxis], b[:, newaxis]))  # the result is the same
np.r_[1:4, 0, 4]
