# numpy.random.random_sample: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
np.random.seed(0)
np.random.random_sample()
type(np.random.random_sample())
np.random.random_sample((5,))
5 * np.random.random_sample((3, 2)) - 5
