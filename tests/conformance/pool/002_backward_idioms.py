# Three correct ways to route max-pool gradients back, and the equality mask that
# over-counts ties.
import numpy as np
from numpy.lib.stride_tricks import as_strided, sliding_window_view
x = np.ones((4, 4))
g = np.ones((2, 2))
# 1. a Python loop over windows, argmax of each window
grad = np.zeros_like(x)
for i in range(2):
    for j in range(2):
        win = x[i:i + 3, j:j + 3]
        r, c = divmod(int(win.argmax()), 3)
        grad[i + r, j + c] += g[i, j]
grad
grad.sum()
# 2. np.add.at on a writeable window view of the zero gradient
grad2 = np.zeros_like(x)
view = as_strided(grad2, (2, 2, 3, 3), grad2.strides * 2, writeable=True)
k = sliding_window_view(x, (3, 3)).reshape(2, 2, 9).argmax(-1)
onehot = (np.arange(9) == k[..., None]).reshape(2, 2, 3, 3) * g[..., None, None]
np.add.at(view, (slice(None),), onehot)
grad2
np.array_equal(grad, grad2)
# 3. bincount of flat argmax indices
flat = (np.arange(2)[:, None] + k // 3) * 4 + np.arange(2)[None, :] + k % 3
np.bincount(flat.ravel(), weights=g.ravel(), minlength=16).reshape(4, 4)
# the equality mask: every tied element receives the gradient, 36 units instead of 4
wins = sliding_window_view(x, (3, 3))
mask = wins == wins.max(axis=(-2, -1), keepdims=True)
bad = np.zeros_like(x)
for i in range(2):
    for j in range(2):
        bad[i:i + 3, j:j + 3] += g[i, j] * mask[i, j]
bad
bad.sum()
# a plain += through the overlapping view is not an accumulation (NumPy leaves it unspecified)
y = np.zeros(6)
v = as_strided(y, (4, 3), (8, 8), writeable=True)
np.add.at(v, (slice(None),), 1)
y
