# NumPy user guide quickstart.rst (numpy/numpy@1f90bbb55e65), section "Changing the shape of an array": its examples in order, by tools/teaching_suites.py
# (first, the statements of earlier sections it builds on)
import numpy as np
rg = np.random.default_rng(1)  # create instance of default random number generator
b = rg.random((2, 3))
a = rg.random((2, 3))
# --- Changing the shape of an array
a = np.floor(10 * rg.random((3, 4)))
a
a.shape
a.ravel()  # returns the array, flattened
a.reshape(6, 2)  # returns the array with a modified shape
a.T  # returns the array, transposed
a.T.shape
a.shape
a
a.resize((2, 6))
a
a.reshape(3, -1)
