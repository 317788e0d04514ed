# np.clip and np.pad on 10^7 elements.
import numpy as np
a = np.arange(10_000_000, dtype=np.float64) % 1000.0
# --- timed ---
c = np.clip(a, 100.0, 900.0)
p = np.pad(a.reshape(1000, 10_000), 2, mode="edge")
print(c[5], p[0, 0], p.shape)
