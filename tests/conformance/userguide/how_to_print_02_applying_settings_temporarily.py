# NumPy user guide how-to-print.rst (numpy/numpy@1f90bbb55e65), section "Applying settings temporarily": its examples in order, by tools/teaching_suites.py
import numpy as np
arr = np.array([0.155, 0.184, 0.173])
with np.printoptions(precision=2):
    print(arr)
