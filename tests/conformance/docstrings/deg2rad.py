# numpy.deg2rad: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
np.deg2rad(180)
