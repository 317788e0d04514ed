# Element-wise arithmetic on 10^7 float64 elements.
import numpy as np
a = np.arange(10_000_000, dtype=np.float64)
b = np.ones(10_000_000)
# --- timed ---
c = a * 2.0 + b
d = c - a / 3.0
print(d[:3], d[-1])
