# np.ix_: an open mesh from 1-D sequences, as NumPy's indexing guide uses it.
import numpy as np
a = np.arange(12).reshape(3, 4)
rows, cols = np.ix_([0, 2], [1, 3])
rows, cols
rows.shape, cols.shape
a[np.ix_([0, 2], [1, 3])]
a[np.ix_([True, False, True], [1, 3])]
np.ix_(np.array([True, False, True]), [2])
a[np.ix_([2, 0], [3, 1])] = -1
a
np.ix_([0, 1], [2], [3, 4])[2].shape
np.ix_()
np.ix_([])
np.ix_(np.array([], dtype=float))
np.ix_(np.array([0.5, 1.5]))
np.ix_([[1]])
np.ix_(3)
x = np.arange(3)
m = np.ix_(x, x)
m[0].base is x, np.shares_memory(m[0], x), m[1].strides
np.ix_(range(3))[0].flags.owndata
