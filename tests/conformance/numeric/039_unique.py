import numpy as np
np.unique([3, 1, 2, 3, 1])
np.unique(np.array([[3, 1], [3, 2]]))
np.unique([])
np.unique(np.array([2.5, np.nan, 1.0, np.nan]))
np.unique(np.array([2.5, np.nan, 1.0, np.nan]), equal_nan=False)
np.unique(np.array([True, False, True]))
np.unique(np.array([7, 7, 7], dtype=np.uint8))
