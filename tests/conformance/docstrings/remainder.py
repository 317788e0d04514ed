# numpy.remainder: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
np.remainder([4, 7], [2, 3])
np.remainder(np.arange(7), 5)
x1 = np.arange(7)
x1 % 5
