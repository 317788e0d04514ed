# numpy.partition: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
a = np.array([7, 1, 7, 7, 1, 5, 7, 2, 3, 2, 6, 2, 3, 0])
p = np.partition(a, 4)
p
p2 = np.partition(a, (4, 8))
p2
