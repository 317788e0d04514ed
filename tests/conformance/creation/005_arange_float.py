import numpy as np
np.arange(0, 1, 0.25)
np.arange(1.5)
np.arange(0.5, 3)
np.arange(0, 2, 0.5)
np.arange(3.0).dtype
np.arange(1, 0, -0.25)
np.arange(0, 1, 0.1)
len(np.arange(0, 1, 0.1))
np.arange(2, 3, 0.3)
