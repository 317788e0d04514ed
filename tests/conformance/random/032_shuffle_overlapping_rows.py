import numpy as np
from numpy.lib.stride_tricks import as_strided
# rows that share memory: NumPy swaps them one pair at a time through a buffer
np.random.seed(15)
x = np.arange(8)
v = as_strided(x, shape=(5, 4), strides=(8, 8))
np.random.shuffle(v)
x
rng = np.random.default_rng(3)
y = np.arange(10)
w = as_strided(y, shape=(4, 4), strides=(16, 8))
rng.shuffle(w)
y
z = np.arange(6)
rng.shuffle(as_strided(z, shape=(6,), strides=(0,)))
z
