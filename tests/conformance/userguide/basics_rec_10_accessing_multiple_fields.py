# NumPy user guide basics.rec.rst (numpy/numpy@1f90bbb55e65), section "Accessing Multiple Fields": its examples in order, by tools/teaching_suites.py
import numpy as np
a = np.zeros(3, dtype=[('a', 'i4'), ('b', 'i4'), ('c', 'f4')])
a[['a', 'c']]
a[['a', 'c']].view('i8')  # Fails in Numpy 1.16
from numpy.lib.recfunctions import repack_fields
repack_fields(a[['a', 'c']]).view('i8')  # supported in 1.16
b = np.zeros(3, dtype=[('x', 'f4'), ('y', 'f4'), ('z', 'f4')])
b[['x', 'z']].view('f4')
from numpy.lib.recfunctions import structured_to_unstructured
structured_to_unstructured(b[['x', 'z']])
a[['a', 'c']] = (2, 3)
a
a[['a', 'c']] = a[['c', 'a']]
