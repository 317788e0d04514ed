# NumPy user guide basics.rec.rst (numpy/numpy@1f90bbb55e65), section "Assignment from Scalars": its examples in order, by tools/teaching_suites.py
import numpy as np
x = np.zeros(2, dtype='i8, f4, ?, S1')
x[:] = 3
x
x[:] = np.arange(2)
x
twofield = np.zeros(2, dtype=[('A', 'i4'), ('B', 'i4')])
onefield = np.zeros(2, dtype=[('A', 'i4')])
nostruct = np.zeros(2, dtype='i4')
nostruct[:] = twofield
