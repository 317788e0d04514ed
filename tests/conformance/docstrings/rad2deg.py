# numpy.rad2deg: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
np.rad2deg(np.pi/2)
