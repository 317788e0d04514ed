# Generated from lessons/05-as-strided.md by `stridelab check-lessons --export tests/conformance/lessons`; do not edit.
import numpy as np
from numpy.lib.stride_tricks import as_strided, sliding_window_view
x = np.arange(6)
k = 3
n, = x.shape
s, = x.strides
v = as_strided(x, shape=(n - k + 1, k), strides=(s, s))
v
np.array_equal(v, sliding_window_view(x, k))
x32 = np.arange(12, dtype=np.int32)
as_strided(x32, shape=(4, 3), strides=(8, 8))
s32, = x32.strides
as_strided(x32, shape=(4, 3), strides=(s32, s32))
# task at line 69
f = np.arange(20, dtype=np.float32)[::2]
win = as_strided(f, shape=(f.shape[0] - 3, 4), strides=(f.strides[0], f.strides[0]))
bool(win.shape == (len(f) - 3, 4))
bool(np.array_equal(win, sliding_window_view(f, 4)))
bool(np.shares_memory(win, f))
img = np.arange(16).reshape(4, 4)
kh, kw = 2, 2
shape = (img.shape[0] // kh, img.shape[1] // kw, kh, kw)
strides = (img.strides[0] * kh, img.strides[1] * kw) + img.strides
blocks = as_strided(img, shape=shape, strides=strides)
blocks.shape, blocks.strides
blocks[0, 1]
tiles = sliding_window_view(img, (kh, kw))[::kh, ::kw]
np.array_equal(tiles, blocks), tiles.strides == blocks.strides
# task at line 126
big = np.arange(54).reshape(6, 9)
tiles3 = sliding_window_view(big, (3, 3))[::3, ::3]
bool(tiles3.shape == (2, 3, 3, 3))
bool(np.array_equal(tiles3, [[big[3 * i:3 * i + 3, 3 * j:3 * j + 3] for j in range(3)] for i in range(2)]))
bool(np.shares_memory(tiles3, big))
