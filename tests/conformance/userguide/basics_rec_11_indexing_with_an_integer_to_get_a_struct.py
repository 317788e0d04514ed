# NumPy user guide basics.rec.rst (numpy/numpy@1f90bbb55e65), section "Indexing with an Integer to get a Structured Scalar": its examples in order, by tools/teaching_suites.py
import numpy as np
x = np.array([(1, 2., 3.)], dtype='i, f, f')
scalar = x[0]
scalar
type(scalar)
x = np.array([(1, 2), (3, 4)], dtype=[('foo', 'i8'), ('bar', 'f4')])
s = x[0]
s['bar'] = 100
x
scalar = np.array([(1, 2., 3.)], dtype='i, f, f')[0]
scalar[0]
scalar[1] = 4
scalar.item(), type(scalar.item())
