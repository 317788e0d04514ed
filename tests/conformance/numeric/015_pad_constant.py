import numpy as np
x = np.arange(4)
np.pad(x, 2)
np.pad(x, (1, 2))
a = np.arange(6).reshape(2, 3)
np.pad(a, 1)
np.pad(a, ((1, 0), (0, 2)))
np.pad(a, ((1, 2),))
p = np.pad(a, 1)
p.flags.owndata, p.dtype, p.shape
np.pad(np.array(5), 1)
np.pad(a, 0)
np.pad(np.zeros((2, 0)), 1)
