import numpy as np
np.arange(30)
np.arange(100, 130)
print(np.arange(40))
np.arange(-20, 20, 1)
np.arange(25) * 1000
