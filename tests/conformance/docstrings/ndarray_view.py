# numpy.ndarray.view: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
x = np.array([(-1, 2)], dtype=[('a', np.int8), ('b', np.int8)])
nonneg = np.dtype([("a", np.uint8), ("b", np.uint8)])
y = x.view(dtype=nonneg, type=np.recarray)
x["a"]
y.a
x = np.array([(1, 2),(3,4)], dtype=[('a', np.int8), ('b', np.int8)])
xv = x.view(dtype=np.int8).reshape(-1,2)
xv
xv.mean(0)
xv[0,1] = 20
x
z = x.view(np.recarray)
z.a
x[0] = (9, 10)
z[0]
x = np.array([[1, 2, 3], [4, 5, 6]], dtype=np.int16)
y = x[:, ::2]
y
y.view(dtype=[('width', np.int16), ('length', np.int16)])
z = y.copy()
z.view(dtype=[('width', np.int16), ('length', np.int16)])
x = np.arange(2 * 3 * 4, dtype=np.int8).reshape(2, 3, 4)
x.transpose(1, 0, 2).view(np.int16)
