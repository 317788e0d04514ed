import numpy as np
f = np.arange(4, dtype=np.float32) / 3
f
np.array([0.1], dtype=np.float32)
np.array(2.5, dtype=np.float32)
np.float32(0.1)
np.arange(3, dtype=np.float32)
print(np.array([0.1, 0.2], dtype=np.float32))
np.array([1e10], dtype=np.float32)
