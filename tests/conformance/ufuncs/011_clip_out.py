# np.clip with constant bounds and out=: in place, into another array, into an
# overlapping view, a strided out, a cast out, and the errors NumPy raises first.
import numpy as np
a = np.arange(12.0) - 3
np.clip(a, 0.0, 5.0, out=a)
a
b = np.arange(12.0) - 3
o = np.empty_like(b)
r = np.clip(b, -1, 4, out=o)
r is o
o
c = np.arange(10.0)
np.clip(c[:-2], 2.0, 6.0, out=c[2:])
c
d = np.arange(10.0)
np.clip(d[2:], 3.0, 7.0, out=d[:-2])
d
m = np.arange(12).reshape(3, 4)
t = np.zeros((4, 3), dtype=np.int64)
np.clip(m, 2, 9, out=t.T)
t
f = np.zeros(12, dtype=np.float32)
np.clip(np.arange(12.0), 1.5, 8.5, out=f)
np.clip(np.arange(12.0), 1.5, 8.5, out=np.zeros(12, dtype=np.int64))
ro = np.zeros(12)
ro.flags.writeable = False
np.clip(np.arange(12.0), 1.0, 2.0, out=ro)
np.clip(np.arange(12.0), 1.0, 2.0, out=np.zeros(5))
u = np.arange(6, dtype=np.uint8)
np.clip(u, 1, 4, out=u)
u
n = np.array([np.nan, -0.0, 0.0, 3.0])
np.clip(n, 0.0, 1.0, out=n)
n
