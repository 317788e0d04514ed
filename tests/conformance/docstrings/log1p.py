# numpy.log1p: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
np.log1p(1e-99)
np.log(1 + 1e-99)
