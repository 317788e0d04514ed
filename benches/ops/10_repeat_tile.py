# np.repeat and np.tile producing 10^7 elements.
import numpy as np
a = np.arange(5_000_000, dtype=np.float64)
# --- timed ---
r = np.repeat(a, 2)
t = np.tile(a, 2)
print(r[-1], t[-1])
