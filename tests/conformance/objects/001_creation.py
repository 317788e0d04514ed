import numpy as np
a = np.array([1, 'a', None], dtype=object)
a
a.dtype
a.dtype == object
a.shape, a.ndim, a.size, a.itemsize, a.strides
type(a[0]), type(a[1]), a[2] is None
np.array([[1, 2], [3]], dtype=object)
np.array([[1, 2], [3, 4]], dtype=object)
np.array([1, [2, 3]], dtype=object)
np.array([None, None])
np.array([1.5, 2, 'x'], dtype=object)
s = np.asarray({1, 2})
s.shape
s
b = np.array(np.arange(3), dtype=object)
b
type(b[0])
np.array([[1, 2], [3]])
np.array([np.int64(1)], dtype=object).item()
len(a)
a.tolist()
np.array([[1, 2], [3, 4]], dtype=object).tolist()
