import numpy as np
a = np.array([[10, 30, 20], [60, 40, 50]])
b = a.copy()
np.put_along_axis(b, np.array([[0], [2]]), 99, axis=1)
b
c = a.copy()
np.put_along_axis(c, np.array([[0], [2]]), [[7], [8]], axis=1)
c
d = a.copy()
np.put_along_axis(d, np.argmax(d, axis=1)[:, None], 0, axis=1)
d
e = a.copy()
np.put_along_axis(e, np.array([[0, 0]]), [[7, 8]], axis=1)
e
f = a.copy()
np.put_along_axis(f, np.array([1, 5]), [7, 8], axis=None)
f
g = np.zeros((2, 3))
np.put_along_axis(g, np.array([[1], [0]]), 2.5, axis=1)
g
h = np.zeros((2, 3), dtype=int)
np.put_along_axis(h, np.array([[1], [0]]), 2.5, axis=1)
h
