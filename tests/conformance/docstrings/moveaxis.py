# numpy.moveaxis: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
x = np.zeros((3, 4, 5))
np.moveaxis(x, 0, -1).shape
np.moveaxis(x, -1, 0).shape
np.transpose(x).shape
np.swapaxes(x, 0, -1).shape
np.moveaxis(x, [0, 1], [-1, -2]).shape
np.moveaxis(x, [0, 1, 2], [-1, -2, -3]).shape
