# Casts of 10^7 elements: int64 -> float32 and float64 -> int32.
import numpy as np
x = np.arange(10_000_000) % 1009
y = x * 0.5
# --- timed ---
f = x.astype(np.float32)
i = y.astype(np.int32)
print(f[-1], i[-1])
