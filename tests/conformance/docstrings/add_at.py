# numpy.add.at: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
a = np.array([1, 2, 3, 4])
np.negative.at(a, [0, 1])
a
a = np.array([1, 2, 3, 4])
np.add.at(a, [0, 1, 2, 2], 1)
a
a = np.array([1, 2, 3, 4])
b = np.array([1, 2])
np.add.at(a, [0, 1], b)
a
