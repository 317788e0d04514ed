# np.put and np.put_along_axis / take_along_axis writing 10^7 elements.
import numpy as np
x = np.zeros(10_000_000)
idx = (np.arange(10_000_000) * 7919) % 10_000_000
v = np.arange(10_000_000, dtype=np.float64)
# --- timed ---
np.put(x, idx, v)
t = np.take_along_axis(x.reshape(1000, 10_000), idx.reshape(1000, 10_000) % 10_000, axis=1)
print(x[7919], t[0, 1])
