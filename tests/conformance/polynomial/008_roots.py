import numpy as np
np.roots([1, -3, 2])
np.roots([1, 2, 3])
np.roots([3.2, 2, 1])
np.roots([2, 0, 0])
np.roots([0, 0, 1, -4])
np.roots([5])
np.roots([0, 0])
np.roots(np.array([1, 1, -1], dtype=np.float32))
np.roots([1j, 2])
np.roots([1, -1, 0, 0])
p = np.poly1d([1, -5, 6])
p.roots
p.r
np.poly1d([2.0]).roots
np.roots([[1, 2], [3, 4]])
np.roots([1e-300, 1e300])
