# Transposed copies of 10^7 float64 in several shapes (and a power-of-two one).
import numpy as np
a = np.arange(10_000_000, dtype=np.float64).reshape(1000, 10_000)
b = np.arange(10_000_000, dtype=np.float64).reshape(10_000, 1000)
c = np.arange(4096 * 4096, dtype=np.float64).reshape(4096, 4096)
d = np.arange(10_000_000, dtype=np.float64).reshape(100, 100_000)
# --- timed ---
ta = a.T.copy()
tb = b.T.copy()
tc = c.T.copy()
td = d.T.copy()
