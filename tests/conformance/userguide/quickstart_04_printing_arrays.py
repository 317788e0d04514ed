# NumPy user guide quickstart.rst (numpy/numpy@1f90bbb55e65), section "Printing arrays": its examples in order, by tools/teaching_suites.py
# (first, the statements of earlier sections it builds on)
import numpy as np
import sys
# --- Printing arrays
a = np.arange(6)                    # 1d array
print(a)
b = np.arange(12).reshape(4, 3)     # 2d array
print(b)
c = np.arange(24).reshape(2, 3, 4)  # 3d array
print(c)
print(np.arange(10000))
print(np.arange(10000).reshape(100, 100))
np.set_printoptions(threshold=sys.maxsize)  # sys module should be imported
