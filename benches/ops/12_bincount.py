# np.bincount of 10^7 labels, with and without weights.
import numpy as np
x = (np.arange(10_000_000) * 7919) % 1009
wts = np.ones(10_000_000)
# --- timed ---
c = np.bincount(x)
w = np.bincount(x, weights=wts)
print(c[7], w[7])
