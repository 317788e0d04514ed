import numpy as np
a = np.array([[3, 1, 2], [9, 7, 8]])
r = a.sort()
r is None
a
b = np.array([[3, 1, 2], [9, 7, 8]])
b.sort(axis=0)
b
base = np.array([5, 1, 4, 2, 3, 0])
v = base[::2]
v.sort()
base
w = np.arange(6)[::-1]
w.sort()
w
ro = np.arange(3)
ro.flags.writeable = False
ro.sort()
