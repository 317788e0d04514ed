# NumPy user guide quickstart.rst (numpy/numpy@1f90bbb55e65), section "An example": its examples in order, by tools/teaching_suites.py
import numpy as np
a = np.arange(15).reshape(3, 5)
a
a.shape
a.ndim
a.dtype.name
a.itemsize
a.size
type(a)
b = np.array([6, 7, 8])
b
type(b)
