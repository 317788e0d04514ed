# numpy.nonzero: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
x = np.array([[3, 0, 0], [0, 4, 0], [5, 6, 0]])
x
np.nonzero(x)
x[np.nonzero(x)]
np.transpose(np.nonzero(x))
a = np.array([[1, 2, 3], [4, 5, 6], [7, 8, 9]])
a > 3
np.nonzero(a > 3)
a[np.nonzero(a > 3)]
a[a > 3]  # prefer this spelling
(a > 3).nonzero()
