# numpy.may_share_memory: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
np.may_share_memory(np.array([1,2]), np.array([5,8,9]))
x = np.zeros([3, 4])
np.may_share_memory(x[:,0], x[:,1])
