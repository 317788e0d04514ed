# numpy.count_nonzero: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
np.count_nonzero(np.eye(4))
a = np.array([[0, 1, 7, 0],
              [3, 0, 2, 19]])
np.count_nonzero(a)
np.count_nonzero(a, axis=0)
np.count_nonzero(a, axis=1)
np.count_nonzero(a, axis=1, keepdims=True)
