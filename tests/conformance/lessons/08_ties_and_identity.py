# Generated from lessons/08-ties-and-identity.md by `stridelab check-lessons --export tests/conformance/lessons`; do not edit.
import numpy as np
from numpy.lib.stride_tricks import as_strided, sliding_window_view
ones = np.ones((4, 4))
win = sliding_window_view(ones, (3, 3))
mask = win == win.max(axis=(-2, -1), keepdims=True)
mask.sum()
flat = win.reshape(2, 2, 9)
np.shares_memory(flat, ones)
p = flat.argmax(axis=-1)
p
g = np.zeros_like(ones)
np.add.at(g, (np.arange(2)[:, None] + p // 3, np.arange(2)[None, :] + p % 3), 1.0)
g
g.sum()
# task at line 56
v = np.array([2, 7, 7, 1, 7])
vw = sliding_window_view(v, 3)
first = np.arange(3) + vw.argmax(axis=1)
bool(np.array_equal(first, [1, 1, 2]))
# task at line 69
gv = np.zeros(5)
np.add.at(gv, first, 1.0)
bool(np.array_equal(gv, [0, 2, 1, 0, 0]))
bool(gv.sum() == 3)
masks = vw == vw.max(axis=1, keepdims=True)
counts = np.zeros(5)
np.add.at(sliding_window_view(counts, 3, writeable=True), ..., masks)
counts
pair = np.array([1, 1])
col = pair.reshape(2, 1)
pair[0] == col[1, 0]
np.shares_memory(pair[0:1], col[1:2, 0])
np.shares_memory(pair[1:2], col[1:2, 0])
# task at line 123
sq = np.array([[4, 4, 4], [4, 9, 4], [4, 4, 4]])
t = sq.T
cell = (0 * t.strides[0] + 2 * t.strides[1]) // t.itemsize
bool(np.shares_memory(sq.reshape(-1)[cell:cell + 1], t[0:1, 2]))
