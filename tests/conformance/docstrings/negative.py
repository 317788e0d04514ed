# numpy.negative: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
np.negative([1.,-1.])
x1 = np.array(([1., -1.]))
-x1
