# numpy.asarray: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
a = [1, 2]
import numpy as np
np.asarray(a)
a = np.array([1, 2])
np.asarray(a) is a
a = np.array([1, 2], dtype=np.float32)
np.shares_memory(np.asarray(a, dtype=np.float32), a)
np.shares_memory(np.asarray(a, dtype=np.float64), a)
issubclass(np.recarray, np.ndarray)
a = np.array([(1., 2), (3., 4)], dtype='f4,i4').view(np.recarray)
np.asarray(a) is a
np.asanyarray(a) is a
