import numpy as np
np.array([True, False])
print(np.array([True, False]))
np.arange(6).reshape(2, 3) > 2
np.zeros((2, 2), dtype=bool)
np.arange(40) % 3 == 0
