# Casts of 10^7 float64 into existing arrays (copyto, casting='unsafe'): the loops alone.
import numpy as np
x = (np.arange(10_000_000) % 1009) * 0.5
o32 = np.empty(10_000_000, np.int32)
o64 = np.empty(10_000_000, np.int64)
ou32 = np.empty(10_000_000, np.uint32)
of32 = np.empty(10_000_000, np.float32)
# --- timed ---
np.copyto(o32, x, casting='unsafe')
np.copyto(o64, x, casting='unsafe')
np.copyto(ou32, x, casting='unsafe')
np.copyto(of32, x, casting='unsafe')
