# numpy.squeeze: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
x = np.array([[[0], [1], [2]]])
x.shape
np.squeeze(x).shape
np.squeeze(x, axis=0).shape
np.squeeze(x, axis=1).shape
np.squeeze(x, axis=2).shape
x = np.array([[1234]])
x.shape
np.squeeze(x)
np.squeeze(x).shape
np.squeeze(x)[()]
