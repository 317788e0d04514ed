# 2x2 max pooling with as_strided, a refused as_strided call, and accumulating
# gradients into overlapping windows with np.add.at.
import numpy as np
k = np.arange(16).reshape(4, 4)
s0, s1 = k.strides
blocks = np.lib.stride_tricks.as_strided(k, shape=(2, 2, 2, 2), strides=(2 * s0, 2 * s1, s0, s1))
blocks.max(axis=(2, 3))
explain(np.lib.stride_tricks.as_strided(k, shape=(2, 2, 2, 2), strides=(2 * s0, 2 * s1, s0, s1)))
mem(k, blocks)
bad = np.lib.stride_tricks.as_strided(k, shape=(3, 3, 2, 2), strides=(2 * s0, 2 * s1, s0, s1))
explain(np.lib.stride_tricks.as_strided(k, shape=(3, 3, 2, 2), strides=(2 * s0, 2 * s1, s0, s1)))
g = np.zeros(6, dtype=np.int64)
gw = windows(g, 3, writeable=True)
gw += 1
g
g[:] = 0
np.add.at(gw, ..., 1)
g
whereis(g[2])
g2 = np.zeros((4, 4))
gw2 = windows(g2, (2, 2), writeable=True)
internal_overlap(gw2)
overlap(gw2, g2[1:3, 1:3])
