# A large integer array from arange and a modulo.
import numpy as np
x = np.arange(16 * 2**20) % 1009
print(x[:5], x[-3:], x.sum())
