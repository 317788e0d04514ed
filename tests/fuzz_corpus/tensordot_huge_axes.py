# np.tensordot(..., axes=2**31) once built two 2**31-long axis lists (a 16 GiB allocation)
import numpy as np
np.tensordot(np.ones((2, 3)), np.ones((3, 2)), axes=2**31)
np.tensordot(np.ones((2, 3)), np.ones((3, 2)), axes=2**62)
