# numpy.dtype.isbuiltin: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
dt = np.dtype('i2')
dt.isbuiltin
dt = np.dtype('f8')
dt.isbuiltin
dt = np.dtype([('field1', 'f8')])
dt.isbuiltin
