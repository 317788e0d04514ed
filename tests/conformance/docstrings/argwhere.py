# numpy.argwhere: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
x = np.arange(6).reshape(2,3)
x
np.argwhere(x>1)
