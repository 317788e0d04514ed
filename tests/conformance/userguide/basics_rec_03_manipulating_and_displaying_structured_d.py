# NumPy user guide basics.rec.rst (numpy/numpy@1f90bbb55e65), section "Manipulating and displaying structured datatypes": its examples in order, by tools/teaching_suites.py
import numpy as np
d = np.dtype([('x', 'i8'), ('y', 'f4')])
d.names
d['x']
d.fields
