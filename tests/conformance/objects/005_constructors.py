import numpy as np
np.zeros(3, dtype=object)
np.ones((2, 2), dtype=object)
e = np.empty(2, dtype=object)
e
f = np.full(3, [], dtype=object)
f = np.full((2, 2), [[], []], dtype=object)
f
g = np.full(3, 'ab', dtype=object)
g
np.arange(4).astype(object)
type(np.arange(3.0).astype(object)[1])
np.dtype(object)
np.dtype('O').kind, np.dtype('O').itemsize, np.dtype(object).name
np.array([1, 2], dtype='O').dtype
a = np.array([[1, 'a'], [None, 2.5]], dtype=object)
a.astype(object) is a
b = np.array([1, 2, 3], dtype=object)
b.astype(float)
b.astype(int) + 1
z = np.zeros((2, 3), dtype=object, order='F')
z.strides
z.flags['F_CONTIGUOUS']
