import numpy as np
np.random.seed(4)
np.random.uniform()
np.random.uniform(-1, 1, 4)
np.random.uniform(5, 2, (2, 2))
np.random.uniform(2, 2)
np.random.uniform(low=10, high=20, size=3)
np.random.normal()
np.random.normal(3, 2, (2, 3))
np.random.normal(0, 0, 2)
np.random.normal(loc=-5.0, scale=0.5)
type(np.random.uniform()).__name__, type(np.random.normal()).__name__
np.random.uniform(np.int64(1), np.float32(2.5), 2)
