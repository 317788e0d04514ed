# NumPy user guide absolute_beginners.rst (numpy/numpy@1f90bbb55e65), section "Reshaping and flattening multidimensional arrays": its examples in order, by tools/teaching_suites.py
import numpy as np
x = np.array([[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]])
x.flatten()
a1 = x.flatten()
a1[0] = 99
print(x)  # Original array
print(a1)  # New array
a2 = x.ravel()
a2[0] = 98
print(x)  # Original array
print(a2)  # New array
