import numpy as np
a = np.arange(6).reshape(2, 3)
np.matmul(a, 2)
np.matmul(2, a)
np.matmul(a, a)
np.matmul(np.arange(3), np.arange(4))
np.matmul(np.ones((2, 2, 3)), np.ones((3, 3, 4)))
np.matmul(np.ones((5, 2, 2, 3)), np.ones((3, 3, 4)))
