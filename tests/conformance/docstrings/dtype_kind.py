# numpy.dtype.kind: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
dt = np.dtype('i4')
dt.kind
dt = np.dtype('f8')
dt.kind
dt = np.dtype([('field1', 'f8')])
dt.kind
