# numpy.positive: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
x1 = np.array(([1., -1.]))
np.positive(x1)
x1 = np.array(([1., -1.]))
+x1
