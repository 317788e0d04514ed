# NumPy user guide how-to-index.rst (numpy/numpy@1f90bbb55e65), section "Index columns": its examples in order, by tools/teaching_suites.py
import numpy as np
a = np.arange(24).reshape(2, 3, 4)
a
a[..., 3]
arr = np.arange(3*4).reshape(3, 4)
arr
column_indices = [[1, 3], [0, 2], [2, 2]]
np.arange(arr.shape[0])
row_indices = np.arange(arr.shape[0])[:, np.newaxis]
row_indices
arr[row_indices, column_indices]
