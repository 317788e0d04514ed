import numpy as np
# eig and eigvals refuse non-finite entries first; eigh runs, and a NaN keeps its
# iteration from converging (2x2 blocks need no iteration)
bad = np.array([[1.0, np.nan], [0.0, 1.0]])
np.linalg.eig(bad)
np.linalg.eigvals(np.full((3, 3), np.inf))
np.linalg.eigvalsh(np.array([[1.0, 2, np.nan], [2, 1, 0], [np.nan, 0, 3]]))
np.linalg.eigh(np.array([[1.0, np.nan], [np.nan, 1.0]]))
np.linalg.eigvalsh(np.array([[np.nan]]))
