# NumPy user guide quickstart.rst (numpy/numpy@1f90bbb55e65), section "Basic operations": its examples in order, by tools/teaching_suites.py
# (first, the statements of earlier sections it builds on)
import numpy as np
from numpy import pi
# --- Basic operations
a = np.array([20, 30, 40, 50])
b = np.arange(4)
b
c = a - b
c
b**2
10 * np.sin(a)
a < 35
A = np.array([[1, 1],
              [0, 1]])
B = np.array([[2, 0],
              [3, 4]])
A * B     # elementwise product
A @ B     # matrix product
A.dot(B)  # another matrix product
rg = np.random.default_rng(1)  # create instance of default random number generator
a = np.ones((2, 3), dtype=np.int_)
b = rg.random((2, 3))
a *= 3
a
b += a
b
a += b  # b is not automatically converted to integer type
a = np.ones(3, dtype=np.int32)
b = np.linspace(0, pi, 3)
b.dtype.name
c = a + b
c
c.dtype.name
d = np.exp(c * 1j)
d
d.dtype.name
a = rg.random((2, 3))
a
a.sum()
a.min()
a.max()
b = np.arange(12).reshape(3, 4)
b
b.sum(axis=0)     # sum of each column
b.min(axis=1)     # min of each row
b.cumsum(axis=1)  # cumulative sum along each row
