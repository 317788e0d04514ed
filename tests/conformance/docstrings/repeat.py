# numpy.repeat: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
np.repeat(3, 4)
x = np.array([[1,2],[3,4]])
np.repeat(x, 2)
np.repeat(x, 3, axis=1)
np.repeat(x, [1, 2], axis=0)
