# Whole-array reductions on 10^7 elements.
import numpy as np
a = (np.arange(10_000_000) % 977).astype(np.float64)
i = np.arange(10_000_000)
# --- timed ---
print(a.sum(), a.max(), a.min(), a.mean(), i.sum(), i.max())
