import numpy as np
a = np.arange(6).reshape(2, 3)
b = np.arange(6, 12).reshape(2, 3)
np.concatenate((a, b))
np.concatenate((a, b), axis=1)
np.concatenate([a, b], axis=-1)
np.concatenate((a, b, a), axis=0).shape
c = np.concatenate((a[:, :1], b[:, 1:]), axis=1)
c
c.flags.owndata
np.concatenate((a.T, b.T))
np.concatenate([[1, 2], [3]])
np.concatenate((np.zeros((0, 3)), a))
