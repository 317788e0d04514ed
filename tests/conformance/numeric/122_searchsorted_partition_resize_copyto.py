# searchsorted (common dtype, sorter, NaN and complex order), partition/argpartition,
# resize (a view of the concatenated copies), diag, copyto and ufunc where= masks.
import numpy as np
a = np.array([1.0, 2.0, 2.0, 3.0, np.nan])
np.searchsorted(a, [2.0, np.nan, -np.inf, 2.5])
np.searchsorted(a, [[2.0], [3.0]], side='right')
np.searchsorted(a, 2)
np.searchsorted(np.arange(5), np.array([1.5, 3.0]))
np.searchsorted(np.array([3, 1, 2]), [2, 3], sorter=[1, 2, 0])
np.searchsorted(np.array([3, 1, 2]), [2, 3], sorter=[1, 5, 0])
np.searchsorted(np.array([1 + 1j, 1 + 2j, 2 + 0j]), 1 + 1.5j)
np.searchsorted(np.arange(10)[::-2][::-1], [3, 4])
np.searchsorted(np.array([True, True]), False)
np.searchsorted(np.arange(4, dtype=np.uint8), np.int8(-1))
x = np.array([[5, 1, 4, 2], [0, 9, 3, 3]])
np.partition(x, 1)
np.argpartition(x, (0, 2), axis=0)
np.partition(np.array([3.0, np.nan, 1.0, -1.0, 0.0]), 2)
np.argpartition(np.array([3 + 1j, 1j, np.nan]), 1)
np.partition(np.arange(100, 0, -1).astype(np.float32), 50)[:3]
np.resize(np.arange(5), (3, 4))
r = np.resize(np.arange(6).reshape(2, 3).T, 7)
r, r.base.shape, r.strides
np.resize(np.array([1.5]), 0)
np.diag([1, 2, 3], k=1)
np.diag(np.arange(6.0)[::2], k=-2)
np.diag(np.array([], dtype=np.int8), 2)
d = np.zeros((3, 3))
np.copyto(d, np.arange(3))
d
np.copyto(d, 7, where=np.eye(3, dtype=bool))
d
np.copyto(d, d.T[::-1], where=[True, False, True])
d
np.copyto(d, np.arange(9.0).reshape(3, 3) * 1.5, where=d > 2)
d
i = np.zeros(3, dtype=np.int32)
np.copyto(i, np.array([1.7, -2.5, 3.0]), casting='unsafe')
i
np.copyto(i, np.array([1.7, -2.5, 3.0]))
o = np.full(4, -1.0)
np.add(np.arange(4), 10, out=o, where=[True, False, True, False])
o
np.multiply(np.arange(4.0), 2, where=np.array([1, 0, 1, 1], dtype=bool))[[0, 2, 3]]
np.negative(o, out=o, where=o > 0)
o
