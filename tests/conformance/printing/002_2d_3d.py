import numpy as np
np.arange(24).reshape(2, 3, 4)
print(np.arange(24).reshape(2, 3, 4))
np.arange(16).reshape(2, 2, 2, 2)
print(np.arange(8).reshape(2, 2, 1, 2))
np.arange(6).reshape(1, 1, 6)
