# Generated from lessons/03-negative-strides.md by `stridelab check-lessons --export tests/conformance/lessons`; do not edit.
import numpy as np
from numpy.lib.stride_tricks import as_strided, sliding_window_view
x = np.arange(6)
r = x[::-1]
r
r.strides
r.__array_interface__['data'][0] - x.__array_interface__['data'][0]
y = x.reshape(2, 3)
z = y[::-1, ::-2]
z
z.strides
z.__array_interface__['data'][0] - y.__array_interface__['data'][0]
# task at line 55
start = 1 * y.strides[0] + 1 * y.strides[1]
bool(start == y[::-1, 1:].__array_interface__['data'][0] - y.__array_interface__['data'][0])
b = x[4::-2]
b
b.strides
b.__array_interface__['data'][0] - x.__array_interface__['data'][0]
# task at line 86
w = x[::-2]
bool(np.array_equal(w, [5, 3, 1]))
bool(np.shares_memory(w, x))
bool(w.strides == (-16,))
z[0, 0] = 50
x
z.flags['C_CONTIGUOUS'], np.ascontiguousarray(z).strides
