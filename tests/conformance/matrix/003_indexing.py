import numpy as np
m = np.matrix('1 2 3; 4 5 6')
m[0]
m[1]
m[:, 0]
m[:, 1]
m[0, :]
m[1, :]
m[0, 0]
type(m[0, 0])
m[-1, -1]
m[:, [0, 2]]
m[0, 1:]
m[..., 1]
m[None]
m[:, :, None]
m[m > 2]
m[[0, 1], [0, 1]]
m[[0, 1]]
m[np.array([1, 0])]
m[1, [0, 2]]
m[[0, 1], 1]
m[0].base is m
m[0, 0] = 10
m[:, 1] = [[20], [50]]
m
m[:, 1] = [7, 8]
m[0, :] = [[1], [2], [3]]
m[1] = [4, 5, 6]
m[:, 0] = 5
m[[0, 1], 0] = [1, 2]
m[0, [1, 2]] = [0, 9]
m[m > 8] = [0]
m[..., 2] = [[3], [6]]
m[1, 1] = 55
m
m.T
m.T.base is m
m.transpose()
m.ravel()
m.flatten()
m.reshape(3, 2)
m.reshape(6)
m.reshape(6, 1, 1)
m[0].squeeze()
m.diagonal()
m.cumsum()
m.copy()
m.astype(float)
np.ravel(m)
np.squeeze(m[0])
np.transpose(m)
np.reshape(m, (3, 2))
np.swapaxes(m, 0, 1)
np.cumsum(m, axis=1)
np.take(m, [0, 1])
np.repeat(m, 2, axis=0)
np.diagonal(m)
np.trace(m)
