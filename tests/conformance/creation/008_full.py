import numpy as np
np.full((2, 3), 7)
np.full(3, 2.5)
np.full((2, 2), 1, dtype=np.float32)
np.full(4, -1, dtype=np.int8)
np.full((2, 3), [1, 2, 3])
np.full((1, 2), True)
np.full((2, 2), 7).dtype
np.full(3, 0.5).dtype
np.full((0, 2), 9)
