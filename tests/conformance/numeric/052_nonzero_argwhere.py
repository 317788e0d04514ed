import numpy as np
a = np.array([[3, 0, 2], [0, 7, 8]])
np.nonzero(a)
np.nonzero(a > 2)
a[np.nonzero(a)]
np.nonzero([0, 1, 0, 1])
np.nonzero(np.array(3))
np.argwhere(a)
np.argwhere(a > 2)
np.argwhere(np.array(3))
np.argwhere(np.array(0))
np.argwhere([0.0, 1.5])
np.argwhere(np.zeros((2, 2)))
