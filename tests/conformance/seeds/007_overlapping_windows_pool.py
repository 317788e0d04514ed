import numpy as np
from numpy.lib.stride_tricks import as_strided
img = (np.arange(36) * 17 % 31).reshape(6, 6)
kh, kw, s = 3, 3, 1
oh = (img.shape[0] - kh) // s + 1
ow = (img.shape[1] - kw) // s + 1
sh, sw = img.strides
win = as_strided(img, (oh, ow, kh, kw), (sh * s, sw * s, sh, sw), writeable=False)
print(win.shape, win.strides, win.flags.writeable)
out = win.max(axis=(2, 3))
out
np.shares_memory(win[0, 0], win[0, 1])
np.shares_memory(win[0, 0], win[0, 3])
win2 = as_strided(img, ((6 - 2) // 2 + 1, (6 - 2) // 2 + 1, 2, 2), (sh * 2, sw * 2, sh, sw))
win2.max(axis=(2, 3))
