# NumPy user guide how-to-print.rst (numpy/numpy@1f90bbb55e65), section "Changing the number of digits of precision": its examples in order, by tools/teaching_suites.py
import numpy as np
arr = np.array([0.1, 0.184, 0.17322])
with np.printoptions(precision=2):
    print(arr)
arr = np.array([0.1, 0.184, 0.173], dtype=np.float32)
with np.printoptions(precision=2, floatmode="fixed"):
    print(arr)
