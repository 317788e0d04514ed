# numpy.random.randn: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
np.random.seed(0)
np.random.randn()
3 + 2.5 * np.random.randn(2, 4)
