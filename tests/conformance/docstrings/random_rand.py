# numpy.random.rand: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
np.random.seed(0)
np.random.rand(3,2)
