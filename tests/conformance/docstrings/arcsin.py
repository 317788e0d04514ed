# numpy.arcsin: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
np.arcsin(1)     # pi/2
np.arcsin(-1)    # -pi/2
np.arcsin(0)
