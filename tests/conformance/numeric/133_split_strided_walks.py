# Large walks that are not one contiguous run, split between two threads: float sums over
# many rows (each row's pairwise sum added in order), element-wise loops over strided and
# transposed operands, and column gathers a[:, cols]. The bits must be NumPy's.
import numpy as np
a = (np.arange(10_000_000, dtype=np.float64) % 1000.0) * 1.0000001 - 499.7
b = a.reshape(1000, 10_000)
b[:, :9000].sum()
b[:, 1000:].sum()
b[::-1, :9000].sum()
b[:, :9000].mean()
b[:, 3:9000:2].sum()
c = a.reshape(100, 100, 1000)
c[:, ::2, :999].sum()
c[::-1, :, 1:].sum()
c[:, :, :999].sum(axis=(1, 2))[:4]
f = b.astype(np.float32)
f[:, :9000].sum()
f[::-1, 7:].sum()
v = np.where(np.arange(10_000_000) % 3 == 0, 1e12, -5e11) + a
v.reshape(2000, 5000)[:, 1:].sum()
v.reshape(2000, 5000)[::-1, :4999].sum()
v.reshape(4, 2500, 1000)[:, :, 2:].sum()
x = b[:, :9000] * 2.0
x.shape, x[:2, :3], x[-1, -3:]
y = np.exp(b[:, ::2] * 0.001)
y.shape, y[0, :3], y[-1, -2:]
o = np.empty((10_000, 1000))
r = np.add(b.T, 0.5, out=o)
r is o, o[:2, :3], o[-1, -3:]
bb = b.copy()
bb[:, ::2] += 1.0
bb[:2, :4], bb[-1, -4:]
n = np.negative(b[::-1, ::-1])
n[0, :3], n[-1, -3:]
w = np.where(c[:, :, :999] > 0, c[:, :, :999], 0.0)
w.shape, w.sum(), w[0, 0, :3]
m = np.maximum(c[::2], c[1::2])
m.shape, m.sum()
rng = np.random.default_rng(7)
cols = rng.integers(-10_000, 10_000, 500)
g = b[:, cols]
g.shape, g.sum(), g[:2, :3], g[-1, -3:]
h = a.reshape(2500, 4000)[:, rng.integers(0, 4000, 900)]
h.shape, h.sum(), h.flags.c_contiguous
a.reshape(2500, 4000)[:, np.array([0, 4000])]
f.sum(dtype=np.float64), f.mean(dtype=np.float64)
f[:, :9000].sum(dtype=np.float64)
f[::-1, ::-1].sum(dtype=np.float64)
f.ravel()[::2].sum(dtype=np.float64)
(f.ravel() * np.float32(1e-3)).astype(np.float16).sum(dtype=np.float64)
np.arange(5_000_000, dtype=np.int32).sum(dtype=np.float64)
f.reshape(2, 5_000_000).sum(axis=1, dtype=np.float64)
f.T.sum(dtype=np.float64)
