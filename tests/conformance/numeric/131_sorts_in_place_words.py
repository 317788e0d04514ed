# Lanes of 4- and 8-byte numbers are sorted where they lie, as machine words (float32,
# int32, uint32, uint64, int64 over their whole range, NaNs and zeros set aside and put
# back), long ones split at a pivot onto two threads; a strided lane (axis 0) and a lane
# whose bytes are not aligned to its item size go through the key buffer. argsort of a long
# float lane carries 32-bit positions. -0.0 is not mixed with 0.0: the default kind's order
# of ties is NumPy's x86-simd-sort's.
import numpy as np
r = np.random.default_rng(11)
a = r.standard_normal(100_001).astype(np.float32)
a[::97] = np.nan
a[5::101] = 0.0
a[7::103] = np.inf
a.sort()
n = int(np.isnan(a).sum())
a[:3], a[-n - 2:-n + 1], n, int((a == 0).sum()), bool(np.all(a[1:-n] >= a[:-n - 1]))
b = r.integers(-2**31, 2**31, 200_000, dtype=np.int32)
b[::3] = 12345
b.sort()
b[:3], b[-3:], int(b.astype(np.int64).sum()), int(np.searchsorted(b, 12345))
for dt in (np.uint32, np.uint64, np.int64):
    c = r.integers(0, np.iinfo(dt).max, 90_000, dtype=dt, endpoint=True)
    c = np.sort(c)
    print(dt.__name__, c[:2], c[-2:], bool(np.all(c[1:] >= c[:-1])))
m = r.standard_normal((70_000, 3))
m[::50, 1] = np.nan
ms = np.sort(m, axis=0)
ms[:2], ms[-2:], int(np.isnan(ms).sum(axis=0)[1])
raw = np.zeros(8 * 9 + 1, np.uint8)
v = raw[1:].view(np.float64)
v[:] = [3.5, -1.0, np.nan, 2.0, 0.0, -7.25, 1e300, -np.inf, 0.5]
v.sort()
v, v.__array_interface__['data'][0] - raw.__array_interface__['data'][0]
x = r.random(70_000)
o = np.argsort(x)
o[:4], o[-4:], o.dtype, bool(np.all(np.diff(x[o]) > 0))
