# numpy.result_type: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
np.result_type(3, np.arange(7, dtype='i1'))
np.result_type('i4', 'c8')
np.result_type(3.0, -2)
