# numpy.size: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
a = np.array([[1,2,3],[4,5,6]])
np.size(a)
np.size(a,axis=1)
np.size(a,axis=0)
np.size(a,axis=(0,1))
