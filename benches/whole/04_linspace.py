# An evenly spaced grid after the arange.
import numpy as np
x = np.arange(16 * 2**20) % 1009
t = np.linspace(0, 1, 8 * 2**20)
print(t[:3], t[-2:], t[12345], t.sum(), x[-1])
