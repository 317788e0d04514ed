# NumPy user guide absolute_beginners.rst (numpy/numpy@1f90bbb55e65), section "Can you reshape an array?": its examples in order, by tools/teaching_suites.py
import numpy as np
a = np.arange(6)
print(a)
b = a.reshape(3, 2)
print(b)
np.reshape(a, shape=(1, 6), order='C')
