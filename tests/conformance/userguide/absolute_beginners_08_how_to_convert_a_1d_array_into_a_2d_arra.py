# NumPy user guide absolute_beginners.rst (numpy/numpy@1f90bbb55e65), section "How to convert a 1D array into a 2D array (how to add a new axis to an array)": its examples in order, by tools/teaching_suites.py
import numpy as np
a = np.array([1, 2, 3, 4, 5, 6])
a.shape
a2 = a[np.newaxis, :]
a2.shape
row_vector = a[np.newaxis, :]
row_vector.shape
col_vector = a[:, np.newaxis]
col_vector.shape
a = np.array([1, 2, 3, 4, 5, 6])
a.shape
b = np.expand_dims(a, axis=1)
b.shape
c = np.expand_dims(a, axis=0)
c.shape
