import numpy as np
a = np.arange(5)
np.negative.at(a, [0, 1, 1, 3])
a
b = np.arange(4.0)
np.sin.at(b, [0, 1])
b
c = np.arange(4)
np.sqrt.at(c, [1, 3])
c
d = np.arange(4, dtype=np.uint8)
np.negative.at(d, [1])
d
e = np.arange(6.0).reshape(2, 3)
np.abs.at(e[:, ::-1], (0, 1))
np.negative.at(e, (1, slice(None)))
e
np.negative.at(a, [0], 1)
np.add.at(a, [0])
np.negative.at(a, [7])
