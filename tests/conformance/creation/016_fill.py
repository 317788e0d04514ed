import numpy as np
a = np.zeros((3, 4), dtype=np.int64)
a[1].fill(5)
a
a[:, ::3].fill(-1)
a
b = np.arange(4)
b.fill(2.9)
b
c = np.ones(3)
c.fill(0.25)
c
r = np.broadcast_to(np.arange(3), (2, 3))
r.fill(1)
