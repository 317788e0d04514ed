import numpy as np
np.array([1, 2, 3], ndmin=2**31)
np.array([1, 2, 3], ndmin=65)
np.array([1, 2, 3], ndmin=64).ndim
np.array([1, 2, 3], ndmin=-1)
