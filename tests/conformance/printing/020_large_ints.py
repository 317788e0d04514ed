import numpy as np
np.array([2**62, -2**62])
np.array([9223372036854775807])
np.array([0, 1, 1000000])
np.int64(2) ** 62
np.array([2**40, 1]) * 3
