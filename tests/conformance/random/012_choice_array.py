import numpy as np
np.random.seed(10)
np.random.choice([1.5, 2.5])
np.random.choice([1, 2])
np.random.choice(np.array([1, 2], dtype=np.int8))
np.random.choice(np.array([True, False]), 4)
a = np.arange(10, 20)
s = np.random.choice(a, (2, 3))
s
s.dtype, s.base is None
np.random.choice(a, 4, replace=False)
np.random.choice([1, 2, 3], size=())
np.random.choice(np.arange(6.0)[::2], 5)
np.random.choice(np.array([7, 8, 9], dtype=np.uint16), 3, replace=False)
