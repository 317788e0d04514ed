import numpy as np
from numpy.lib.stride_tricks import as_strided
# rows that share memory: NumPy swaps them one pair at a time through a buffer
np.random.seed(15)
x = np.arange(8)
v = as_strided(x, shape=(0.0, 4), strides=(8, 8))
np.random.shuffle(v)
x
rng = np.random.default_rng(3)
y = np.arange(10)
try:
    w = as_strided(y, shape=(4, 4), strides=(16, 8))
except Exception as e:
    print(type(e).__name__)
rng.shuffle(w)
y
z = np.arange(6)
rng.shuffle(as_strided(z, shape=(2**31,), strides=(0,)))
z
