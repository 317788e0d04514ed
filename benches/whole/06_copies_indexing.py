# Copies of views, fancy rows, concatenation and a boolean mask on a 4096x4096 int64 array.
import numpy as np
a = np.arange(4096 * 4096).reshape(4096, 4096)
t = a.T.copy()
s = np.ascontiguousarray(a[::2, ::3])
rows = a[[0, 5, 17, 4095, 2048, 3] * 100]
c = np.concatenate([a, t])
m = a[a % 7 == 0]
print(t[1, :3], s.shape, s[-1, -2:], rows.sum(), c.shape, c[4097, :3], m.size, m[-3:])
