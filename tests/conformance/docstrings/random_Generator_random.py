# numpy.random.Generator.random: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
rng = np.random.default_rng(0)
rng.random()
type(rng.random())
rng.random((5,))
5 * rng.random((3, 2)) - 5
