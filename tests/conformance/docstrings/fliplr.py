# numpy.fliplr: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
A = np.diag([1.,2.,3.])
A
np.fliplr(A)
rng = np.random.default_rng(0)
A = rng.normal(size=(2,3,5))
np.all(np.fliplr(A) == A[:,::-1,...])
