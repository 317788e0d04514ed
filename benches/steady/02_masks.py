# Boolean masks over 10^7 float64: runs of true, a random mask, nonzero, masked fill.
import numpy as np
a = np.arange(10_000_000, dtype=np.float64) % 1000.0
m = a > 500
r = np.random.default_rng(0).random(10_000_000) > 0.5
# --- timed ---
g = a[m]
h = a[r]
z = np.nonzero(r)
a[r] = 0.0
