import numpy as np
a = np.array([1, 2, 3])
a
a.dtype
b = np.array([[1, 2, 3], [4, 5, 6]])
b
b.shape
b.strides
np.array([[[1], [2]], [[3], [4]]]).shape
np.array(7)
np.array(7).ndim
np.array([])
np.array([], dtype=np.int64).shape
