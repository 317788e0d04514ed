# NumPy user guide how-to-print.rst (numpy/numpy@1f90bbb55e65), section "Changing how `nan` and `inf` are displayed": its examples in order, by tools/teaching_suites.py
import numpy as np
arr = np.array([np.inf, np.nan, 0])
with np.printoptions(nanstr="NAN", infstr="INF"):
    print(arr)
