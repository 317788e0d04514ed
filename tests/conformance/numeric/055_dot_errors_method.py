import numpy as np
a = np.arange(6).reshape(2, 3)
np.dot(a, a)
np.dot(np.arange(3), np.arange(4))
np.dot(np.ones((2, 3, 4)), np.ones((3, 5)))
a.dot(a.T)
a.dot(np.arange(3))
a.dot(2)
a.dot(a)
out = np.zeros((2, 2), dtype=int)
np.dot(a, a.T, out=out)
out
