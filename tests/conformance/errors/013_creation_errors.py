import numpy as np
np.zeros(-1)
np.ones((2, -3))
np.arange(0, 5, 0)
np.eye(-1)
np.array([[1, 2], [3]])
np.zeros((2, 3)).reshape(-1, 4)
