import numpy as np
x = np.array([3, 1, 3, 2, 1, 3])
np.unique(x, return_counts=True)
np.unique(x, return_index=True)
np.unique(x, return_inverse=True)
u, idx, inv, cnt = np.unique(x, return_index=True, return_inverse=True, return_counts=True)
u[inv]
np.array_equal(u[inv], x)
m = np.array([[3, 1], [3, 2]])
np.unique(m, return_inverse=True)
np.unique(np.array([3, 1, 3, np.nan, np.nan]), return_counts=True)
