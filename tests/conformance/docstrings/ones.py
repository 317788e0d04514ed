# numpy.ones: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
np.ones(5)
np.ones((5,), dtype=int)
np.ones((2, 1))
s = (2,2)
np.ones(s)
