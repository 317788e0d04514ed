import numpy as np
from numpy.lib.stride_tricks import as_strided
class Pooling2D:
    def __init__(self, k, stride):
        self.k = k
        self.stride = stride
    def windows(self, x):
        h = (x.shape[0] - self.k) // self.stride + 1
        w = (x.shape[1] - self.k) // self.stride + 1
        s0, s1 = x.strides
        return as_strided(x, shape=(h, w, self.k, self.k), strides=(s0 * self.stride, s1 * self.stride, s0, s1))
    def max(self, x):
        return self.windows(x).max(axis=(2, 3))
pool = Pooling2D(2, 2)
pool.k
x = np.arange(16).reshape(4, 4)
pool.windows(x).shape
pool.max(x)
type(pool).__name__
class Counter:
    count = 0
    def tick(self):
        self.count += 1
        return self.count
c = Counter()
c.tick()
c.tick()
Counter.count
c.missing
