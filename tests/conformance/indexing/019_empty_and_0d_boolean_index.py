import numpy as np
z = np.zeros((3, 3))
z[:, np.array([], dtype=bool)].shape
z[np.array([], dtype=bool)].shape
z[np.array([], dtype=bool), 1].shape
np.zeros(3)[[]].shape
z[None, np.array([], dtype=bool)].shape
s = np.atleast_3d(np.int64(5)).squeeze()
s.shape
s[s > 0]
z = np.array(5)
z[z > 0]
z[z > 9]
v7 = np.zeros((2, 0, 3))
np.zeros((2, 5, 3))[:, np.zeros((5, 0), bool)].shape
np.arange(6)[np.array([], bool)].shape
np.zeros((3, 2))[np.zeros((0, 2), bool)].shape
np.zeros((3, 2))[np.zeros((2, 0), bool)]
