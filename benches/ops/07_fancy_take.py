# Fancy indexing and np.take gathering 10^7 elements.
import numpy as np
x = np.arange(10_000_000, dtype=np.float64)
idx = (np.arange(10_000_000) * 7919) % 10_000_000
# --- timed ---
g = x[idx]
t = np.take(x, idx)
print(g[1], t[2])
