# np.rec.fromarrays: one array per field; formats and names as strings or lists; np.core.records
import numpy as np
x = np.array([1, 2, 3])
y = np.array([0.5, 1.5, 2.5])
r = np.rec.fromarrays([x, y])
r
r.f1
r = np.rec.fromarrays([x, y], names='a, b')
r.a
r.dtype
np.rec.fromarrays([x, y], formats=['i2', 'f4'], names=['p', 'q'])
np.rec.fromarrays([x, y], formats='u1, f8', names='p')
np.rec.fromarrays([x, y], dtype=[('m', 'i8'), ('n', 'f2')])
grid = np.rec.fromarrays([np.arange(4).reshape(2, 2), np.ones((2, 2))], names='i, w')
grid.shape
grid
cols = np.array([['ab', '1.25', '7'], ['cd', '2.5', '8']]).T
t = np.rec.fromarrays(cols, formats='S2, f8, i4', names='s, v, n')
print(t)
t.v
np.rec.fromarrays([x, y], names='a')
np.rec.fromarrays([x, y, x], formats='i4, f8')
np.rec.fromarrays([x, np.arange(2)])
np.core.records.fromarrays([x, y], names='u, v')
