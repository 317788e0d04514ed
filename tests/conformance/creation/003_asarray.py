import numpy as np
a = np.arange(4)
b = np.asarray(a)
b is a
c = np.asarray(a, dtype=np.int64)
c is a
d = np.asarray(a, dtype=np.float64)
d is a
d
np.shares_memory(a, d)
e = np.array(a)
e is a
np.shares_memory(a, e)
e.base is None
np.asarray([[1, 2], [3, 4]])
np.asarray((5, 6, 7))
