import numpy as np
from numpy.lib.stride_tricks import as_strided
a = np.arange(12)
as_strided(a, (3,), (4,)).flags.aligned
as_strided(a, (1,), (4,)).flags.aligned
u = a.view(np.uint8)
u[1:].flags.aligned
u[1:9].view(np.int64).flags.aligned
u[8:16].view(np.int64).flags.aligned
u[1:9].view(np.int64).shape
np.zeros((0, 3)).flags.aligned
