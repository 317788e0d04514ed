# Boolean mask get and set on 10^7 elements.
import numpy as np
x = np.arange(10_000_000, dtype=np.float64)
m = (np.arange(10_000_000) % 3) == 0
# --- timed ---
s = x[m]
x[m] = 0.0
print(s[-1], x[3], s.size)
