# numpy.random.standard_normal: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
np.random.seed(0)
np.random.standard_normal()
s = np.random.standard_normal(8000)
s
s.shape
s = np.random.standard_normal(size=(3, 4, 2))
s.shape
3 + 2.5 * np.random.standard_normal(size=(2, 4))
