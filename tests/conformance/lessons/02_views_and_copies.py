# Generated from lessons/02-views-and-copies.md by `stridelab check-lessons --export tests/conformance/lessons`; do not edit.
import numpy as np
from numpy.lib.stride_tricks import as_strided, sliding_window_view
x = np.arange(8)
s = x[2:6]
s
s.base is x, s.flags['OWNDATA']
np.shares_memory(s, x)
s[0] = 100
x
# task at line 29
v = x[::2]
bool(np.array_equal(v, [x[0], x[2], x[4], x[6]]))
bool(np.shares_memory(v, x))
m = np.arange(6).reshape(2, 3)
t = m.T
t
m.strides, t.strides
np.shares_memory(t, m)
c = m.copy()
c.base is None, c.flags['OWNDATA']
picked = x[[0, 3, 5]]
picked.base is None, np.shares_memory(picked, x)
# task at line 77
safe = m.copy()
bool(np.array_equal(safe, m))
bool(not np.shares_memory(safe, m))
flat = t.reshape(6)
flat
np.shares_memory(flat, m)
t.reshape(6, copy=False)
# task at line 116
r = m.reshape(6)
bool(r.shape == (6,))
bool(np.array_equal(r, [0, 1, 2, 3, 4, 5]))
bool(np.shares_memory(r, m))
np.ascontiguousarray(m) is m
tc = np.ascontiguousarray(t)
tc.strides, np.shares_memory(tc, t)
