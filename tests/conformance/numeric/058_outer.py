import numpy as np
np.outer([1, 2], [3, 4, 5])
a = np.arange(6).reshape(2, 3)
np.outer(a, [1, 2])
np.outer(np.arange(3, dtype=np.int8), np.arange(2, dtype=np.int8))
np.outer([1.5, 2], [True, False])
np.outer(2, [1, 2])
out = np.zeros((2, 2))
r = np.outer([1, 2], [3, 4], out=out)
r is out
out
