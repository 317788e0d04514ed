# Generated from lessons/01-arrays.md by `stridelab check-lessons --export tests/conformance/lessons`; do not edit.
import numpy as np
from numpy.lib.stride_tricks import as_strided, sliding_window_view
x = np.arange(6)
x
x.dtype, x.itemsize, x.nbytes
y = x.reshape(2, 3)
y
y.shape, y.strides
y.strides[1] // y.itemsize, y.strides[0] // y.itemsize
i, j = 1, 2
i * y.strides[0] + j * y.strides[1]
y[1, 2], x[40 // x.itemsize]
# task at line 73
a = np.zeros((4, 5), dtype=np.int16)
row_bytes = a.strides[0]
bool(row_bytes == a.strides[0])
# task at line 89
offset = 2 * a.strides[0] + 3 * a.strides[1]
bool(offset == 2 * a.strides[0] + 3 * a.strides[1])
r = y[1]
r
r.__array_interface__['data'][0] - y.__array_interface__['data'][0]
# task at line 120
z = np.arange(12, dtype=np.float32).reshape(3, 4)
bool(z.shape == (3, 4))
bool(z.dtype == np.float32)
bool(np.array_equal(z, [[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11]]))
bool(z.strides == (16, 4))
z.strides
