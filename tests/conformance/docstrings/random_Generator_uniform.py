# numpy.random.Generator.uniform: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
rng = np.random.default_rng(0)
s = rng.uniform(-1,0,1000)
np.all(s >= -1)
np.all(s < 0)
