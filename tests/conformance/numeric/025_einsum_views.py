import numpy as np
a = np.arange(6).reshape(2, 3)
t = np.einsum('ij->ji', a)
t
np.shares_memory(t, a)
t.flags.writeable, t.strides
sq = np.arange(9).reshape(3, 3)
d = np.einsum('ii->i', sq)
d
d.strides
np.shares_memory(d, sq)
d[0] = 100
sq
np.einsum('ij', a) is a
np.shares_memory(np.einsum('ij', a), a)
np.einsum('ij->ji', a, dtype=float)
r = np.einsum('ij->ji', a[::-1])
r.strides
