# numpy.clip: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
a = np.arange(10)
a
np.clip(a, 1, 8)
np.clip(a, 8, 1)
np.clip(a, 3, 6, out=a)
a
a = np.arange(10)
a
np.clip(a, [3, 4, 1, 1, 1, 4, 4, 4, 4, 4], 8)
