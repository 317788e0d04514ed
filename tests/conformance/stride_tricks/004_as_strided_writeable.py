import numpy as np
from numpy.lib.stride_tricks import as_strided
x = np.arange(6)
r = as_strided(x, (3, 2), (16, 8), writeable=False)
r.flags.writeable
r[0, 0] = 9
w = as_strided(x, (3, 2), (16, 8))
w[1, 1] = 30
x
ro = np.arange(4)
ro.flags.writeable = False
as_strided(ro, (2, 2), (8, 8)).flags.writeable
as_strided(ro, (2, 2), (8, 8), writeable=True).flags.writeable
