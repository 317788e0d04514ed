import numpy as np
np.unravel_index(22, (4, 6))
np.unravel_index([22, 3], (4, 6))
np.unravel_index(np.array([[0, 23], [5, 6]]), (4, 6))
np.unravel_index(5, (4, 6), order='F')
np.unravel_index([[1, 5]], 6)
np.unravel_index(0, ())
np.unravel_index(24, (4, 6))
np.unravel_index(-1, (4, 6))
np.unravel_index(2.0, (4, 6))
r = np.unravel_index(7, (2, 4))
type(r).__name__, type(r[0]).__name__
np.unravel_index(np.arange(6), (2, 3))
