# np.arange of 10^7 float64 (creation).
import numpy as np
# --- timed ---
a = np.arange(10_000_000, dtype=np.float64)
print(a[-1])
