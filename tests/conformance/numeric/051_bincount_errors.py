import numpy as np
np.bincount([0, -1])
np.bincount([[0, 1]])
np.bincount(np.array([[0, 1]]))
np.bincount([0, 1], minlength=-1)
np.bincount([0, 1], weights=[1])
np.bincount(3)
