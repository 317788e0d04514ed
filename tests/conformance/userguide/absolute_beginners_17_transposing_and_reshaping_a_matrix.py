# NumPy user guide absolute_beginners.rst (numpy/numpy@1f90bbb55e65), section "Transposing and reshaping a matrix": its examples in order, by tools/teaching_suites.py
# (first, the statements of earlier sections it builds on)
import numpy as np
data = np.array([[1, 2], [3, 4], [5, 6]])
# --- Transposing and reshaping a matrix
data.reshape(2, 3)
data.reshape(3, 2)
arr = np.arange(6).reshape((2, 3))
arr
arr.transpose()
arr.T
