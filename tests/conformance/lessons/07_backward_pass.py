# Generated from lessons/07-backward-pass.md by `stridelab check-lessons --export tests/conformance/lessons`; do not edit.
import numpy as np
from numpy.lib.stride_tricks import as_strided, sliding_window_view
g = np.zeros(6)
for i in range(4):
    g[i:i + 3] += 1

g
g = np.zeros(6)
gw = sliding_window_view(g, 3, writeable=True)
gw += 1
g
g = np.zeros(6)
gw = sliding_window_view(g, 3, writeable=True)
np.add.at(gw, ..., 1.0)
g
grad_out = np.array([1.0, 2.0, 4.0, 8.0])
g = np.zeros(6)
np.add.at(sliding_window_view(g, 3, writeable=True), ..., grad_out[:, None])
g
loop = np.zeros(6)
for i in range(4):
    loop[i:i + 3] += grad_out[i]

np.array_equal(g, loop)
# task at line 82
g2 = np.zeros(8)
up = np.array([3.0, 6.0, 9.0])
np.add.at(sliding_window_view(g2, 4, writeable=True)[::2], ..., up[:, None] / 4)
bool(np.allclose(g2, [0.75, 0.75, 2.25, 2.25, 3.75, 3.75, 2.25, 2.25]))
x = np.array([3.0, 1.0, 4.0, 1.0, 5.0, 9.0])
wx = sliding_window_view(x, 3)
wx.max(axis=1)
pos = np.arange(4) + wx.argmax(axis=1)
pos
gx = np.zeros(6)
np.add.at(gx, pos, grad_out)
gx
img = np.array([[1.0, 2.0, 0.0, 3.0], [4.0, 0.0, 5.0, 1.0], [0.0, 6.0, 1.0, 1.0], [2.0, 1.0, 0.0, 7.0]])
win = sliding_window_view(img, (2, 2))[::2, ::2]
p = win.reshape(2, 2, 4).argmax(axis=-1)
rows = np.arange(2)[:, None] * 2 + p // 2
cols = np.arange(2)[None, :] * 2 + p % 2
gimg = np.zeros_like(img)
np.add.at(gimg, (rows, cols), np.array([[10.0, 20.0], [30.0, 40.0]]))
gimg
# task at line 140
p3 = sliding_window_view(img, (3, 3)).reshape(2, 2, 9).argmax(axis=-1)
gmax = np.zeros_like(img)
np.add.at(gmax, (np.arange(2)[:, None] + p3 // 3, np.arange(2)[None, :] + p3 % 3), 1.0)
bool(gmax.shape == img.shape)
bool(gmax.sum() == 4)
bool(gmax[2, 1] == 3 and gmax[3, 3] == 1)
