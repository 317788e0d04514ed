# Generated from lessons/10-broadcasting.md by `stridelab check-lessons --export tests/conformance/lessons`; do not edit.
import numpy as np
from numpy.lib.stride_tricks import as_strided, sliding_window_view
row = np.arange(3)
b = np.broadcast_to(row, (4, 3))
b
b.strides
np.shares_memory(b, row)
row[0] = 100
b
b.flags.writeable
col = np.arange(4)[:, None] * 10
bc, br = np.broadcast_arrays(col, row)
bc.strides, br.strides
col + row
# task at line 67
grid = np.broadcast_to(row, (5, 3))
bool(grid.shape == (5, 3))
bool(np.array_equal(grid, [row, row, row, row, row]))
bool(grid.strides[0] == 0)
bool(np.shares_memory(grid, row))
m = np.arange(6).reshape(2, 3)
m[None].shape, m[None].strides
m[:, None].shape, m[:, None].strides
col.shape, col.strides
seven = np.array([7])
as_strided(seven, shape=(3,), strides=(0,))
# task at line 112
cols = np.broadcast_to(row[:, None], (3, 4))
bool(cols.shape == (3, 4))
bool(np.array_equal(cols, [[r, r, r, r] for r in row]))
bool(cols.strides == (row.strides[0], 0))
bool(np.shares_memory(cols, row))
