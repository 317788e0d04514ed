# numpy.degrees: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
rad = np.arange(12.)*np.pi/6
np.degrees(rad)
out = np.zeros((rad.shape))
r = np.degrees(rad, out)
np.all(r == out)
