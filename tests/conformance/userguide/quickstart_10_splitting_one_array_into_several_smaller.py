# NumPy user guide quickstart.rst (numpy/numpy@1f90bbb55e65), section "Splitting one array into several smaller ones": its examples in order, by tools/teaching_suites.py
# (first, the statements of earlier sections it builds on)
import numpy as np
rg = np.random.default_rng(1)  # create instance of default random number generator
b = rg.random((2, 3))
a = rg.random((2, 3))
a = np.floor(10 * rg.random((3, 4)))
a = np.floor(10 * rg.random((2, 2)))
b = np.floor(10 * rg.random((2, 2)))
# --- Splitting one array into several smaller ones
a = np.floor(10 * rg.random((2, 12)))
a
np.hsplit(a, 3)
np.hsplit(a, (3, 4))
