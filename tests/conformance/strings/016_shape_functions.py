# np.transpose, swapaxes, squeeze, ravel, reshape and moveaxis of string arrays: views whose
# elements stay whole
import numpy as np
a = np.array([["ab", "c"], ["d", "efg"], ["h", "i"]])
np.transpose(a)
np.transpose(a, (1, 0))
a.transpose(1, 0)
np.swapaxes(a, 0, 1)
a.swapaxes(-1, 0)
np.squeeze(a[:1])
a[:1].squeeze()
a[:, :1].squeeze(axis=1)
np.squeeze(a[:1], axis=0)
np.squeeze(a, axis=0)
np.ravel(a)
np.reshape(a, (2, 3))
np.reshape(a, -1)
np.moveaxis(a, 0, -1)
np.moveaxis(np.array([[[b"x"]], [[b"y"]]]), 0, 2).shape
np.transpose(a, (0, 0))
np.swapaxes(a, 0, 5)
b = np.array([b"a", b"b"])
np.squeeze(b)
np.squeeze(np.array(["x"]))
np.transpose(a)[0, 1]
np.shares_memory(np.transpose(a), a)
