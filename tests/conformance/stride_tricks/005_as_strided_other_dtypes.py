import numpy as np
from numpy.lib.stride_tricks import as_strided
a = np.arange(12, dtype=np.int32)
v = as_strided(a, (5, 4), (8, 4))
v
v.dtype
f = np.arange(8, dtype=np.float32)
as_strided(f, (3, 3), (8, 4))
u = np.arange(16, dtype=np.uint8)
as_strided(u, (4, 4), (4, 1)).max(axis=1)
as_strided(np.arange(6), (3,), (16,)).flags.aligned
