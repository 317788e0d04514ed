import numpy as np
a = np.arange(6).reshape(2, 3)
b = np.arange(12).reshape(3, 4)
np.dot(a, b)
np.dot(a, np.arange(3))
np.dot(np.arange(3), np.arange(3))
np.dot([1, 2], [3, 4])
np.dot(a, 2)
np.dot(3, 4)
np.dot(np.ones((2, 3, 4)), np.ones((2, 4, 5))).shape
np.dot(np.arange(8).reshape(2, 2, 2), np.arange(2))
np.dot(np.array([True, False]), np.array([True, True]))
np.dot(np.arange(3, dtype=np.int8), np.array([0.5, 0.5, 0.5]))
np.dot(np.arange(4, dtype=np.float32), np.arange(4, dtype=np.float32))
