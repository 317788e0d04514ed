# numpy.ndarray.size: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
x = np.zeros((3, 5, 2), dtype=np.complex128)
x.size
np.prod(x.shape)
