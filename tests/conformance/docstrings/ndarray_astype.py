# numpy.ndarray.astype: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
x = np.array([1, 2, 2.5])
x
x.astype(int)
x.astype(int, casting="same_value")
x[:2].astype(int, casting="same_value")
