# numpy.shape: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
np.shape(np.eye(3))
np.shape([[1, 3]])
np.shape([0])
np.shape(0)
a = np.array([(1, 2), (3, 4), (5, 6)],
             dtype=[('x', 'i4'), ('y', 'i4')])
np.shape(a)
a.shape
