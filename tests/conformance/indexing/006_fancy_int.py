import numpy as np
x = np.arange(10) * 10
f = x[[0, 2, 4]]
f
f.base is None
np.shares_memory(f, x)
f.flags.owndata
x[[-1, -2]]
a = np.arange(12).reshape(3, 4)
a[[0, 2]]
a[:, [1, 3]]
a[[0, 1], [2, 3]]
a[np.array([2, 0])].strides
x[[1, 10]]
