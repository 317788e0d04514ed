# numpy.broadcast_arrays: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
x = np.array([[1,2,3]])
y = np.array([[4],[5]])
np.broadcast_arrays(x, y)
[np.array(a) for a in np.broadcast_arrays(x, y)]
