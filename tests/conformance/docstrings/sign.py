# numpy.sign: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
np.sign([-5., 4.5])
np.sign(0)
np.sign([3-4j, 8j])
