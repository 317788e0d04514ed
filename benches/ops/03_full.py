# np.full and np.full_like of 10^7 elements (creation).
import numpy as np
# --- timed ---
a = np.full(10_000_000, 7.5)
b = np.full_like(a, 2)
print(a[-1], b[-1])
