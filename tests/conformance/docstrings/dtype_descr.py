# numpy.dtype.descr: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
x = np.dtype(float)
x.descr
dt = np.dtype([('name', np.str_, 16), ('grades', np.float64, (2,))])
dt.descr
