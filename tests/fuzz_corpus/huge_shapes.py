import numpy as np
from numpy.lib.stride_tricks import as_strided
np.arange(10**30)
np.zeros((2**40, 2**40))
np.zeros((0, 2**62, 2**62))
as_strided(np.zeros(4), (10,), (2**62,))
as_strided(np.zeros(4), (2**62, 2**62), (0, 0))
np.broadcast_to(np.zeros(1), (2**62, 2**62))
np.zeros(4).reshape(2**62, -1)
np.zeros(3)[2**63]
