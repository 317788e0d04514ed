# Reductions of 10^7 elements: whole arrays, a sliced (buffered) one, a cast and int64 max.
import numpy as np
a = np.arange(10_000_000, dtype=np.float64) % 1000.0
k = np.arange(10_000_000, dtype=np.int64)
f = a.astype(np.float32)
# --- timed ---
s = a.sum()
m = a.max()
n = a.min()
i = k.max()
r = a.reshape(1000, 10_000)[:, :9000].sum()
c = f.sum(dtype=np.float64)
v = a.reshape(1000, 10_000).var(axis=1)
