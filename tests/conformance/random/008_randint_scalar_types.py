import numpy as np
np.random.seed(6)
np.random.randint(5)
np.random.randint(5, dtype=int)
np.random.randint(2, dtype=bool)
np.random.randint(5, dtype=np.int64)
np.random.randint(5, dtype=np.int32)
np.random.randint(5, dtype=np.uint8)
np.random.randint(2, dtype=np.bool)
np.random.randint(5, dtype='int')
type(np.random.randint(5)).__name__, type(np.random.randint(5, dtype=np.int64)).__name__
np.random.randint(5, size=())
np.random.randint(low=5)
np.random.randint(5, None, 3)
