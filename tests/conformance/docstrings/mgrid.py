# numpy.mgrid: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
np.mgrid[0:5, 0:5]
np.mgrid[-1:1:5j]
np.mgrid[0:4].shape
np.mgrid[0:4, 0:5].shape
np.mgrid[0:4, 0:5, 0:6].shape
