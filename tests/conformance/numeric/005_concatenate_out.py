import numpy as np
a = np.arange(6).reshape(2, 3)
out = np.zeros((4, 3))
r = np.concatenate((a, a), out=out)
r is out
out
np.concatenate((a, a), out=np.zeros((4, 2)))
np.concatenate((a, a), out=np.zeros((4, 3)), dtype=int)
o8 = np.zeros(12, dtype=np.int8)
np.concatenate((a, a), axis=None, out=o8)
np.concatenate((a * 1.5, a), axis=None, out=o8)
