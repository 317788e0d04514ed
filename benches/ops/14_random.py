# Seeded random generation of 10^7 numbers.
import numpy as np
rng = np.random.default_rng(0)
# --- timed ---
u = rng.random(10_000_000)
k = rng.integers(0, 100, 10_000_000)
print(u[0], k[0])
