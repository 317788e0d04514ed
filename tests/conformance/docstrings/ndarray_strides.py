# numpy.ndarray.strides: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
y = np.reshape(np.arange(2 * 3 * 4, dtype=np.int32), (2, 3, 4))
y
y.strides
y[1, 1, 1]
offset = sum(y.strides * np.array((1, 1, 1)))
offset // y.itemsize
x = np.reshape(np.arange(5*6*7*8, dtype=np.int32), (5, 6, 7, 8))
x = x.transpose(2, 3, 1, 0)
x.strides
i = np.array([3, 5, 2, 2], dtype=np.int32)
offset = sum(i * x.strides)
x[3, 5, 2, 2]
offset // x.itemsize
