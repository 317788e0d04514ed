import numpy as np
a = np.arange(6)
a.reshape(2, 3, order='K')
a.reshape(-1, -1)
a.reshape(5, -1)
a.reshape(4)
a.reshape(2, 3).T.reshape(6, copy=False)
print('still running')
