import numpy as np
a = np.arange(6).reshape(2, 3)
b = np.arange(12).reshape(3, 4)
np.matmul(a, b)
np.matmul(np.arange(3), np.arange(3))
np.matmul(a, np.arange(3))
np.matmul(np.arange(2), a)
np.matmul(np.ones((2, 1, 2, 3)), np.ones((3, 3, 4))).shape
np.matmul(np.arange(8).reshape(2, 2, 2), np.arange(4).reshape(2, 2))
np.matmul(np.array([True, False]), np.array([True, True]))
np.matmul(np.arange(3, dtype=np.uint8), np.arange(3, dtype=np.uint8))
np.matmul(a, b, dtype=float)
