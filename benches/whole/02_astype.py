# ... then scale to float64 and cast to float32.
import numpy as np
x = np.arange(16 * 2**20) % 1009
y = x * 0.5
z = y.astype(np.float32)
print(z[:5], z.dtype, z[-1], z.sum())
