# Generated from lessons/06-pooling.md by `stridelab check-lessons --export tests/conformance/lessons`; do not edit.
import numpy as np
from numpy.lib.stride_tricks import as_strided, sliding_window_view
img = np.array([[1, 5, 2, 0], [3, 4, 8, 1], [0, 2, 7, 6], [9, 1, 3, 5]])
blocks = img.reshape(2, 2, 2, 2)
np.shares_memory(blocks, img)
blocks.max(axis=(1, 3))
blocks.mean(axis=(1, 3))
# task at line 30
pic = np.arange(64).reshape(8, 8) % 13
pooled = pic.reshape(4, 2, 4, 2).max(axis=(1, 3))
bool(pooled.shape == (4, 4))
bool(all(pooled[i, j] == pic[2 * i:2 * i + 2, 2 * j:2 * j + 2].max() for i in range(4) for j in range(4)))
w = sliding_window_view(img, (3, 3))
w.shape
w.max(axis=(-2, -1))
sliding_window_view(img, (2, 2))[::2, ::2].max(axis=(-2, -1))
# task at line 62
pooled3 = sliding_window_view(pic, (3, 3))[::2, ::2].max(axis=(-2, -1))
bool(pooled3.shape == (3, 3))
bool(all(pooled3[i, j] == pic[2 * i:2 * i + 3, 2 * j:2 * j + 3].max() for i in range(3) for j in range(3)))
neg = -np.arange(1.0, 10.0).reshape(3, 3)
neg
good = np.pad(neg, 1, constant_values=-np.inf)
sliding_window_view(good, (2, 2))[::2, ::2].max(axis=(-2, -1))
bad = np.pad(neg, 1)
sliding_window_view(bad, (2, 2))[::2, ::2].max(axis=(-2, -1))
rgb = np.arange(2 * 4 * 4).reshape(2, 4, 4) % 7
wc = sliding_window_view(rgb, (2, 2), axis=(-2, -1))
wc.shape
wc[:, ::2, ::2].max(axis=(-2, -1))
rgb.reshape(2, 2, 2, 2, 2).max(axis=(2, 4))
# task at line 121
chans = np.arange(3 * 6 * 6).reshape(3, 6, 6) % 5
cp = chans.reshape(3, 3, 2, 3, 2).mean(axis=(2, 4))
bool(cp.shape == (3, 3, 3))
bool(all(cp[c, i, j] == chans[c, 2 * i:2 * i + 2, 2 * j:2 * j + 2].mean() for c in range(3) for i in range(3) for j in range(3)))
