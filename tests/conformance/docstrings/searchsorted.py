# numpy.searchsorted: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
np.searchsorted([11,12,13,14,15], 13)
np.searchsorted([11,12,13,14,15], 13, side='right')
np.searchsorted([11,12,13,14,15], [-10, 20, 12, 13])
a = np.array([40, 10, 20, 30])
sorter = np.argsort(a)
sorter
result = np.searchsorted(a, 25, sorter=sorter)
result
a[sorter[result]]
