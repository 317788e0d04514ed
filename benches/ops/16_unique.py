# np.unique of 10^7 int64 with 1009 distinct values.
import numpy as np
x = (np.arange(10_000_000) * 7919) % 1009
# --- timed ---
u, c = np.unique(x, return_counts=True)
print(u[-1], c[3])
