# numpy.random.Generator.standard_normal: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
rng = np.random.default_rng(0)
rng.standard_normal()
s = rng.standard_normal(8000)
s
s.shape
s = rng.standard_normal(size=(3, 4, 2))
s.shape
3 + 2.5 * rng.standard_normal(size=(2, 4))
