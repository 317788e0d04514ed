import numpy as np
a = np.arange(6).reshape(2, 3)
np.concatenate((a, a.T), axis=None)
np.concatenate((1, 2), axis=None)
np.concatenate(([1, 2], 3.5), axis=None)
np.concatenate(a)
np.concatenate(np.arange(8).reshape(2, 2, 2), axis=1)
