# NumPy user guide basics.rec.rst (numpy/numpy@1f90bbb55e65), section "Assignment from other Structured Arrays": its examples in order, by tools/teaching_suites.py
import numpy as np
a = np.zeros(3, dtype=[('a', 'i8'), ('b', 'f4'), ('c', 'S3')])
b = np.ones(3, dtype=[('x', 'f4'), ('y', 'S3'), ('z', 'O')])
b[:] = a
b
