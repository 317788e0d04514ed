# NumPy user guide basics.rec.rst (numpy/numpy@1f90bbb55e65), section "Structured datatype creation": its examples in order, by tools/teaching_suites.py
import numpy as np
np.dtype([('x', 'f4'), ('y', np.float32), ('z', 'f4', (2, 2))])
np.dtype([('x', 'f4'), ('', 'i4'), ('z', 'i8')])
np.dtype('i8, f4, S3')
np.dtype('3int8, float32, (2, 3)float64')
np.dtype({'names': ['col1', 'col2'], 'formats': ['i4', 'f4']})
np.dtype({'names': ['col1', 'col2'],
          'formats': ['i4', 'f4'],
          'offsets': [0, 4],
          'itemsize': 12})
np.dtype({'col1': ('i1', 0), 'col2': ('f4', 1)})
