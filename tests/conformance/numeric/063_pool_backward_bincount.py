import numpy as np
from numpy.lib.stride_tricks import sliding_window_view
x = (np.arange(25) * 7 % 13).reshape(5, 5)
x
win = sliding_window_view(x, (3, 3))
oh, ow = win.shape[:2]
flat_win = win.reshape(oh, ow, 9)
local = flat_win.argmax(axis=-1)
local
r, c = np.unravel_index(local, (3, 3))
rows = np.arange(oh)[:, None] + r
cols = np.arange(ow)[None, :] + c
flat_idx = np.ravel_multi_index((rows, cols), x.shape)
flat_idx
dy = np.arange(1, oh * ow + 1, dtype=float).reshape(oh, ow)
grad = np.bincount(flat_idx.ravel(), weights=dy.ravel(), minlength=x.size).reshape(x.shape)
grad
grad.sum() == dy.sum()
hits = np.bincount(flat_idx.ravel(), minlength=x.size).reshape(x.shape)
hits
