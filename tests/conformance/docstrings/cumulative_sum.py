# numpy.cumulative_sum: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
a = np.array([1, 2, 3, 4, 5, 6])
a
np.cumulative_sum(a)
np.cumulative_sum(a, dtype=float)  # specifies type of output value(s)
b = np.array([[1, 2, 3], [4, 5, 6]])
np.cumulative_sum(b,axis=0)  # sum over rows for each of the 3 columns
np.cumulative_sum(b,axis=1)  # sum over columns for each of the 2 rows
c = np.array([1, 2e-9, 3e-9] * 1000000)
np.cumulative_sum(c)[-1]
c.sum()
