# numpy.argmax: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
a = np.arange(6).reshape(2,3) + 10
a
np.argmax(a)
np.argmax(a, axis=0)
np.argmax(a, axis=1)
a.flat[np.argmax(a)]
ind = np.unravel_index(np.argmax(a, axis=None), a.shape)
ind
a[ind]
b = np.arange(6)
b[1] = 5
b
np.argmax(b)  # Only the first occurrence is returned.
x = np.array([[4,2,3], [1,0,3]])
index_array = np.argmax(x, axis=-1)
np.take_along_axis(x, np.expand_dims(index_array, axis=-1), axis=-1)
np.take_along_axis(x, np.expand_dims(index_array, axis=-1),
    axis=-1).squeeze(axis=-1)
x = np.arange(24).reshape((2, 3, 4))
res = np.argmax(x, axis=1, keepdims=True)
res.shape
