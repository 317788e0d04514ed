# Generated from lessons/09-sharing-memory.md by `stridelab check-lessons --export tests/conformance/lessons`; do not edit.
import numpy as np
from numpy.lib.stride_tricks import as_strided, sliding_window_view
x = np.arange(10)
a, b = x[::2], x[1::2]
np.may_share_memory(a, b), np.shares_memory(a, b)
np.may_share_memory(x[:5], x[5:]), np.shares_memory(x[:5], x[5:])
np.may_share_memory(x[:6], x[5:]), np.shares_memory(x[:6], x[5:])
np.shares_memory(x, x.copy())
# task at line 39
data = np.arange(12)
left, right = data[::2], data[1::2]
bool(np.shares_memory(left, data) and np.shares_memory(right, data))
bool(np.may_share_memory(left, right))
bool(not np.shares_memory(left, right))
y = np.arange(80).reshape(4, 20).astype(np.int8)
np.may_share_memory(y[:, ::7], y[:, 3::3])
np.shares_memory(y[:, ::7], y[:, 3::3])
# task at line 72
u, v = data[:5], data[4:]
bool(np.shares_memory(u, data) and np.shares_memory(v, data))
bool(np.shares_memory(u, v))
bool(len(set(u.ravel().tolist()) & set(v.ravel().tolist())) == 1)
w = sliding_window_view(x, 3)
w.shape
z = np.arange(5)
z[1:] += z[:-1]
z
