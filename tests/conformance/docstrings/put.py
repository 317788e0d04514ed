# numpy.put: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
a = np.arange(5)
np.put(a, [0, 2], [-44, -55])
a
a = np.arange(5)
np.put(a, 22, -5, mode='clip')
a
