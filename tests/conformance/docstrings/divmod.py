# numpy.divmod: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
np.divmod(np.arange(5), 3)
x = np.arange(5)
divmod(x, 3)
