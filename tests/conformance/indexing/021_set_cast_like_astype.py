# a[idx] = array casts the values as astype does (NaN into an integer array is NumPy's C
# cast, not an error; a Python NaN still is), broadcasts, drops leading 1-dims, and reads
# values that view the target before writing.
import numpy as np
a = np.zeros(3, int)
a[[0, 1]] = np.array([np.nan, 2.5])
a
a[a > -5] = np.array([np.inf])
a
a[[0]] = [np.nan]
a
b = np.arange(12).reshape(3, 4)
b[[0, 2]] = b[[2, 0]]
b
b[:, [1, 3]] = b[:, ::2]
b
b[[0, 0, 0]] = np.array([[1], [2], [3]])
b
b[[1, 2], [0, 1]] = np.array([[[7.9, -7.9]]])
b
b[b > 5] = np.arange(100, 100 + (b > 5).sum())
b
b[[0, 1]] = np.ones((2, 3))
b[[0, 1]] = np.ones((1, 1, 2, 4))
b
b[[0, 1]] = np.ones((2, 1, 4))
c = np.arange(10.0)
c[c.argsort()[::-1]] = c
c
c[2:8] = c[::-1][2:8]
c
c[[1, 3, 5]] = np.array([1 + 2j, 3, 4]).real
c
d = np.zeros((2, 3), dtype=np.float32)
d[np.array([True, False])] = np.array([1e40, -1e40, 3.0])
d
e = np.zeros(4, dtype=np.uint8)
e[[0, 1, 2, 3]] = np.array([-1, 256, 3.7, -3.7])
e
f = np.arange(6)
f[[0, 1]] = f[[1, 0]][:, None][:, 0]
f
f[np.array([], dtype=int)] = np.array([1, 2])
f[np.array([], dtype=int)] = []
f
f[...] = np.array([[5]])
f
f[[True, False] * 3] = 7.5
f
g = np.zeros((2, 2), dtype=np.complex128)
g[[0, 1], [1, 0]] = np.array([1 + 1j, 2])
g
g[0] = np.array([True, False])
g
