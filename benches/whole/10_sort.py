# Sorting as learners do it: values, the order (argsort), in place, and a median.
import numpy as np
x = np.random.default_rng(0).random(8 * 2**20)
y = np.sort(x)
order = np.argsort(x[: 2**21])
z = (x * 1000).astype(np.int64)
z.sort()
print(y[:2], y[-1], order[:3], z[-3:], np.median(x))
