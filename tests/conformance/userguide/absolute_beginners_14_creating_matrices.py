# NumPy user guide absolute_beginners.rst (numpy/numpy@1f90bbb55e65), section "Creating matrices": its examples in order, by tools/teaching_suites.py
import numpy as np
data = np.array([[1, 2], [3, 4], [5, 6]])
data
data[0, 1]
data[1:3]
data[0:2, 0]
data.max()
data.min()
data.sum()
data = np.array([[1, 2], [5, 3], [4, 6]])
data
data.max(axis=0)
data.max(axis=1)
data = np.array([[1, 2], [3, 4]])
ones = np.array([[1, 1], [1, 1]])
data + ones
data = np.array([[1, 2], [3, 4], [5, 6]])
ones_row = np.array([[1, 1]])
data + ones_row
np.ones((4, 3, 2))
np.ones(3)
np.zeros(3)
rng = np.random.default_rng(0)  # the simplest way to generate random numbers
rng.random(3) #doctest: +SKIP
np.ones((3, 2))
np.zeros((3, 2))
rng.random((3, 2)) #doctest: +SKIP
