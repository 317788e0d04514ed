# numpy.cumulative_prod: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
a = np.array([1, 2, 3])
np.cumulative_prod(a)  # intermediate results 1, 1*2
                       # total product 1*2*3 = 6
a = np.array([1, 2, 3, 4, 5, 6])
np.cumulative_prod(a, dtype=float) # specify type of output
b = np.array([[1, 2, 3], [4, 5, 6]])
np.cumulative_prod(b, axis=0)
np.cumulative_prod(b, axis=1)
