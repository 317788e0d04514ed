# numpy.exp2: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
np.exp2([2, 3])
