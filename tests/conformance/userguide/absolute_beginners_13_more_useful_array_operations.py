# NumPy user guide absolute_beginners.rst (numpy/numpy@1f90bbb55e65), section "More useful array operations": its examples in order, by tools/teaching_suites.py
import numpy as np
data = np.array([1, 2, 3])
data.max()
data.min()
data.sum()
a = np.array([[0.45053314, 0.17296777, 0.34376245, 0.5510652],
              [0.54627315, 0.05093587, 0.40067661, 0.55645993],
              [0.12697628, 0.82485143, 0.26590556, 0.56917101]])
a.sum()
a.min()
a.min(axis=0)
