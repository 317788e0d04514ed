# np.sort / ndarray.sort / np.argsort on the typed kernels: NaN last, zeros of both signs,
# infinities, long lanes, every axis, int8/uint64/bool/float16/float32; argsort only where
# the values are distinct (NumPy's default argsort does not keep ties in a fixed order)
import numpy as np
x = np.array([3.0, np.nan, -0.0, 1.0, 0.0, -np.inf, np.nan, 2.0, -0.0, 0.0] * 40)
np.sort(x)[:12], np.sort(x)[-5:]
np.argsort(np.array([3.0, np.nan, -1.0, 2.5]))
y = (np.arange(600) * 7919) % 97 - 48
np.sort(y)[:5], np.sort(y)[-5:]
z = np.arange(600, dtype=np.int8).reshape(3, 200)
np.sort(z, axis=0)[:, :4], np.argsort(z[:, ::-1], axis=1)[:, :4]
f = np.linspace(-1, 1, 300, dtype=np.float32)[::-1]
np.sort(f)[:3], np.argsort(f)[:3], np.sort(f.astype(np.float16))[-3:]
b = np.array([True, False] * 200)
np.sort(b)[198:202]
u = np.array([2**63 + 5, 3, 2**64 - 1, 0] * 70, dtype=np.uint64)
np.sort(u)[-3:], np.sort(u)[:2]
m = np.random.default_rng(3).integers(-5, 5, (4, 300))
m.sort(axis=1)
m[:, ::60]
t = np.random.default_rng(4).standard_normal((300, 3)).T
np.sort(t, axis=1)[:, ::100], np.argsort(t, axis=1)[:, :3], np.sort(t, axis=None)[:2]
