# Three-argument np.where on 10^7 elements.
import numpy as np
x = np.arange(10_000_000) % 1009
y = x * 0.5
# --- timed ---
w = np.where(x > 500, y, 0.0)
print(w[-1], w[501])
