# Element-wise loops writing into an existing array (out=), 10^7 float64.
import numpy as np
a = np.arange(10_000_000, dtype=np.float64) % 1000.0
o = np.empty_like(a)
# --- timed ---
np.clip(a, 100.0, 900.0, out=o)
np.maximum(a, 500.0, out=o)
np.add(a, 500.0, out=o)
