# NumPy user guide absolute_beginners.rst (numpy/numpy@1f90bbb55e65), section "Basic array operations": its examples in order, by tools/teaching_suites.py
import numpy as np
data = np.array([1, 2])
ones = np.ones(2, dtype=np.int_)
data + ones
data - ones
data * data
data / data
a = np.array([1, 2, 3, 4])
a.sum()
b = np.array([[1, 1], [2, 2]])
b.sum(axis=0)
b.sum(axis=1)
