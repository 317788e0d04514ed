# np.arange with a float step and an integer dtype: NumPy casts start and start + step to the
# dtype and repeats their difference (so 0.5 steps in int give all zeros)
import numpy as np
np.arange(0, 5, 0.5, dtype=int)
np.arange(-3, 3, 0.5, dtype=int)
np.arange(0.5, 5, 1.5, dtype=np.int8)
np.arange(2.7, 9, 1, dtype=np.uint16)
np.arange(-2.5, 3, 0.7, dtype=np.int32)
np.arange(1, 2, 1.5, dtype=int)
