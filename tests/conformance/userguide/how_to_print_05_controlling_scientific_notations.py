# NumPy user guide how-to-print.rst (numpy/numpy@1f90bbb55e65), section "Controlling scientific notations": its examples in order, by tools/teaching_suites.py
import numpy as np
arr = np.array([0.00002, 210000.0, 3.14])
print(arr)
arr = np.array([0.00002, 210000.0, 3.14])
with np.printoptions(suppress=True):
    print(arr)
