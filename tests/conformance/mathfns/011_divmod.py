import numpy as np
np.divmod(np.arange(-5, 6), 3)
np.divmod(np.arange(-5, 6, dtype=np.int8), np.int8(-3))
np.divmod(np.array([7.5, -7.5, 0.0, np.inf, np.nan]), 2.0)
np.divmod(np.array([1.0, -1.0]), 0.0)
np.divmod(np.array([True, False]), True)
q, r = np.divmod(np.arange(6, dtype=np.uint8).reshape(2, 3), 4)
q
r
np.divmod(7, 2)
np.divmod(np.float32(7.5), 2)
