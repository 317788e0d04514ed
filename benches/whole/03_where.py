# ... then a conditional selection with np.where.
import numpy as np
x = np.arange(16 * 2**20) % 1009
y = x * 0.5
w = np.where(x > 500, y, 0.0)
print(w[:5], w[1000:1003], w.sum())
