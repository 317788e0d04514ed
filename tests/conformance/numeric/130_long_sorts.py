# Long lanes: sorted in two halves at once and merged (floats with zeros of both signs,
# NaNs and repeats; a stable argsort stays stable across the halves; the default kind's
# order of ties is NumPy's x86-simd-sort's and is not compared), and integer lanes of a small
# range sorted by counting. Checked through positions and sums, not printed in full.
import numpy as np
r = np.random.default_rng(3)
x = np.round(r.standard_normal(100_003), 2)
x[::97] = np.nan
x[5::89] = 0.0
s = np.sort(x)
bool(np.all(s[:-1][~np.isnan(s[1:])] <= s[1:][~np.isnan(s[1:])]))
int(np.isnan(s).sum()), s[:3], s[-1100:-1097]
o = np.argsort(x, kind='stable')
o[:5], o[-3:], int((o * np.arange(o.size)).sum())
k = r.integers(-50, 50, 200_000)
k2 = np.sort(k)
k2[:3], k2[-3:], int((k2[1:] < k2[:-1]).sum()), int(k2.astype(np.int64).sum())
b = r.integers(0, 7, (3, 70_000)).astype(np.int8)
b.sort(axis=1)
b[:, :2], b[:, -2:], np.unique(b, return_counts=True)
np.unique(r.integers(0, 1000, 300_000)).size
