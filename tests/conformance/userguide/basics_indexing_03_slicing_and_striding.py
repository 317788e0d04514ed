# NumPy user guide basics.indexing.rst (numpy/numpy@1f90bbb55e65), section "Slicing and striding": its examples in order, by tools/teaching_suites.py
import numpy as np
x = np.array([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])
x[1:7:2]
x[-2:10]
x[-3:3:-1]
x[5:]
x = np.array([[[1],[2],[3]], [[4],[5],[6]]])
x.shape
x[1:2]
