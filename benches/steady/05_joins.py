# Joining two 2M-element float64 arrays: np.array of a list, stack, concatenate, vstack.
import numpy as np
x = np.arange(2_000_000, dtype=np.float64)
y = x * 2
# --- timed ---
s = np.array([x, y])
t = np.stack([x, y])
c = np.concatenate([x, y])
v = np.vstack([x, y])
