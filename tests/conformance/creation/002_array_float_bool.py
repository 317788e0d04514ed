import numpy as np
f = np.array([1.0, 2.5, -3.0])
f
f.dtype
np.array([1, 2.5])
np.array([True, False, True])
np.array([True, False]).dtype
np.array([1, 2, 3], dtype=np.float64)
np.array([1.7, -1.7, 2.2], dtype=np.int64)
np.array([[1, 2], [3, 4]], dtype=np.float32)
np.array([0, 1, 2], dtype=bool)
