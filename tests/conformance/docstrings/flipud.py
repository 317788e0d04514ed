# numpy.flipud: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
A = np.diag([1.0, 2, 3])
A
np.flipud(A)
rng = np.random.default_rng(0)
A = rng.normal(size=(2,3,5))
np.all(np.flipud(A) == A[::-1,...])
np.flipud([1,2])
