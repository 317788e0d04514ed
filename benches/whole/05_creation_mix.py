# Creation, a cast, a selection, a grid and a filled array in one script.
import numpy as np
x = np.arange(16 * 2**20) % 1009
y = x * 0.5
z = y.astype(np.float32)
w = np.where(x > 500, y, 0.0)
t = np.linspace(0, 1, 8 * 2**20)
f = np.full(8 * 2**20, 2.5)
print(z[-3:], w.sum(), t[-1] + f[0], (t * f).sum())
