import numpy as np
bh, bw = 2, 3
nh, nw = 3, 2
data = (np.arange(bh * nh * bw * nw) * 11 % 29).reshape(bh * nh, bw * nw)
data
m, n = data.shape
pooled = data.reshape(m // bh, bh, n // bw, bw).max((1, 3))
pooled
pooled.shape
data.reshape(m // bh, bh, n // bw, bw).min(axis=(1, 3))
