# np.sort and np.argsort of 10^7 float64.
import numpy as np
x = ((np.arange(10_000_000) * 7919) % 10_000_019) * 0.5
# --- timed ---
s = np.sort(x)
i = np.argsort(x)
print(s[5], i[5])
