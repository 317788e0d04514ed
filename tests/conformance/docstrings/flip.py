# numpy.flip: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
A = np.arange(8).reshape((2,2,2))
A
np.flip(A, 0)
np.flip(A, 1)
np.flip(A)
np.flip(A, (0, 2))
rng = np.random.default_rng(0)
A = rng.normal(size=(3,4,5))
np.all(np.flip(A,2) == A[:,:,::-1,...])
