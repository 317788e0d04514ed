import numpy as np
from numpy.lib.stride_tricks import as_strided
x = np.arange(1, 10, dtype=float).reshape(1, 3, 3)
xp = np.pad(x, ((0, 0), (1, 1), (1, 1)), mode='constant')
xp[0]
kh = kw = 2
s = 1
oh = (xp.shape[1] - kh) // s + 1
ow = (xp.shape[2] - kw) // s + 1
st = xp.strides
win = as_strided(xp, (1, oh, ow, kh, kw), (st[0], st[1] * s, st[2] * s, st[1], st[2]), writeable=False)
flat = win.reshape(1, oh, ow, -1)
mask = (flat == flat.max(axis=-1, keepdims=True)).astype(float).reshape(win.shape)
dx = np.ones((1, oh, ow))
pre = np.einsum('ghw,ghwxy->ghwxy', dx, mask)
final = np.zeros_like(xp)
fw = as_strided(final, win.shape, (st[0], st[1] * s, st[2] * s, st[1], st[2]), writeable=True)
np.add.at(fw, (slice(None),), pre)
final[0]
final[:, 1:-1, 1:-1]
