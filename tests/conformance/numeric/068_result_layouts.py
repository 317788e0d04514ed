import numpy as np
a = np.arange(6).reshape(2, 3)
np.concatenate((a.T, a.T)).strides
np.concatenate((a.T, a.T), axis=1).strides
np.concatenate((a.T, np.zeros((3, 2), dtype=int))).strides
np.stack((a.T, a.T)).strides
np.concatenate((a.T, a.T)).flags.f_contiguous
b = np.arange(24).reshape(2, 3, 4).transpose(2, 0, 1)
np.concatenate((b, b)).strides
np.sort(b).strides
np.sort(a.T).strides
np.sort(a.T, axis=0)
np.argsort(a.T).strides
np.pad(a.T, 1).strides
np.pad(a.T, 1, mode='edge')
np.pad(a[:, ::-1], 1).strides
x = np.zeros((3, 2), dtype=int)[::-1]
np.sort(x).strides
np.tile(a.T, 2).strides
np.repeat(a.T, 2, axis=0).strides
np.take(a.T, [0, 1], axis=0).strides
