import numpy as np
np.random.seed(8)
np.random.choice(5)
type(np.random.choice(5)).__name__
np.random.choice(5, 3)
np.random.choice(5, (2, 3))
np.random.choice(5, 5, replace=False)
np.random.choice(10, 4, replace=False)
np.random.choice(3, size=())
np.random.choice(0, size=0)
np.random.choice(True)
np.random.choice(np.int32(6), 2)
