# numpy.floor_divide: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
np.floor_divide(7,3)
np.floor_divide([1., 2., 3., 4.], 2.5)
x1 = np.array([1., 2., 3., 4.])
x1 // 2.5
