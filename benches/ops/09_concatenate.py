# np.concatenate and np.stack of 10^7 elements in total.
import numpy as np
a = np.arange(5_000_000, dtype=np.float64)
b = a * 2.0
# --- timed ---
c = np.concatenate([a, b])
s = np.stack([a, b])
print(c[-1], s[1, -1])
