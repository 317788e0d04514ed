# Gathers and layouts, 10^7 float64 unless noted: nonzero of a random mask,
# columns picked by an index (a[:, idx]), random single-index and take gathers,
# take_along_axis, two index arrays, an element-wise op on a transposed array, np.pad of an
# F-ordered array and normal draws with an array of means.
import numpy as np
rng = np.random.default_rng(0)
r = rng.random(10_000_000) > 0.5
a = np.arange(10_000_000, dtype=np.float64).reshape(2500, 4000)
cols = rng.integers(0, 4000, 500)
x = a.ravel()
idx = rng.integers(0, 10_000_000, 10_000_000)
i = rng.integers(0, 2500, 5_000_000)
j = rng.integers(0, 4000, 5_000_000)
along = rng.integers(0, 2500, (2500, 4000))
b = a.reshape(1000, 10_000)
mu = x % 7.0
# --- timed ---
z = np.nonzero(r)
m = a[:, cols]
y = x[idx]
t = np.take(x, idx)
u = np.take_along_axis(a, along, axis=0)
g = a[i, j]
f = b.T * 2.0
p = np.pad(b.T, 2, mode="edge")
n = rng.normal(mu, 2.0)
