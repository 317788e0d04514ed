import numpy as np
from numpy.lib.stride_tricks import as_strided
grad = np.zeros(6, dtype=np.int64)
w = as_strided(grad, (4, 3), (8, 8), writeable=True)
w.shape
w += 1
grad
grad[:] = 0
np.add.at(w, (slice(None),), 1)
grad
idx = [0, 1, 1, 3, 3, 3]
a = np.zeros(5, dtype=np.int64)
a[idx] += 1
a
b = np.zeros(5, dtype=np.int64)
np.add.at(b, idx, 1)
b
