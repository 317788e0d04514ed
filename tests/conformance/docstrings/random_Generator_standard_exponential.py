# numpy.random.Generator.standard_exponential: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
rng = np.random.default_rng(0)
n = rng.standard_exponential((3, 8000))
