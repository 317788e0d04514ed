import numpy as np
from numpy.lib.stride_tricks import as_strided
a = np.arange(16).reshape(4, 4)
s0, s1 = a.strides
blocks = as_strided(a, (2, 2, 2, 2), (2 * s0, 2 * s1, s0, s1))
blocks.strides
blocks[0, 1]
blocks[1, 0]
blocks.reshape(2, 2, 4)
np.shares_memory(blocks, a)
