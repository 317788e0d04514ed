# numpy.nanargmax: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
a = np.array([[np.nan, 4], [2, 3]])
np.argmax(a)
np.nanargmax(a)
np.nanargmax(a, axis=0)
np.nanargmax(a, axis=1)
