# ndarray.sort sorts a C-contiguous array (or row view) where it lies; a read-only array
# refuses; other layouts sort through a copy.
import numpy as np
a = np.array([[3, 1, 2], [9, 7, 8]])
b = a[1]
b.sort()
a
a.sort(axis=0)
a
r = np.arange(10.0)[::-1].copy()
r.setflags(write=False)
r.sort()
v = np.arange(12.0)[::-1].reshape(3, 4)[1:]
v.sort()
v
np.arange(6)[::-1].sort()
