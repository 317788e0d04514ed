import numpy as np
rows = np.array([[1, 2], [1, 2], [0, 5]])
np.unique(rows, axis=0)
np.unique(rows, axis=0, return_index=True, return_inverse=True, return_counts=True)
np.unique(rows, axis=1)
np.unique(np.array([[1, 0, 1], [2, 0, 2]]), axis=1)
np.unique(rows, axis=3)
np.unique(rows, axis=-1, return_counts=True)
