# How NumPy's reductions group their additions and comparisons: sums of sliced and
# transposed arrays (the iterator buffers them into chunks), casts to a wider accumulator,
# short reduced runs, float16 variance, and max/min choosing between 0.0 and -0.0.
import numpy as np
r = np.random.default_rng(7)
x = r.standard_normal((40, 240))
x[:, :200].sum()
x[::2, ::-1].sum()
x.reshape(6, 40, 2, 20)[::2].sum()
x.reshape(6, 40, 2, 20)[::2].sum(axis=(1, 2, 3))
x.T[:100].sum(axis=1)[:4]
f = x.astype(np.float32)
f[:, :199].sum()
f.sum(dtype=np.float64)
f[::3].mean(dtype=np.float64)
f.reshape(8, 2, 20, 30)[:, ::-1, 1:, ::2].sum(axis=(3, 1))[:2]
big = r.integers(-2**62, 2**62, 100000)
big.mean()
big.reshape(100, 1000)[:, 1:].mean()
h = (r.standard_normal((7, 1, 20000)) * 1e-3).astype(np.float16)
np.std(h[:, :, ::2])
np.var(h.reshape(7, 20, 1000)[:, ::3].T, axis=1)[:3, :3]
h.sum(dtype=np.float32)
np.swapaxes(f.reshape(8, 2, 20, 30)[::-1, :, ::-1, ::-1], 0, 1).var(axis=(3, 1))[0]
z = np.where(r.random(1000) < 0.5, 0.0, -0.0)
np.signbit([np.max(z), np.min(z), np.max(z[1:]), np.min(z[::2]), np.max(z[:9]), np.max(z[:17])])
np.signbit(np.max(z.reshape(10, 100), axis=1))
np.signbit(np.min(z.reshape(10, 100)[:, ::-1], axis=1))
np.signbit(np.max(z.astype(np.float32).reshape(20, 50)[::2]))
w = z.copy()
w[[3, 500]] = -np.nan
np.signbit([np.max(w), np.min(w[2:]), np.max(w[490:510]), np.max(w[::7])])
np.signbit(np.max(w.reshape(-1, 2), axis=1)[:3])
