# np.vander: powers by repeated multiplication (multiply.accumulate), decreasing by default
import numpy as np
x = np.array([1, 2, 3, 5])
np.vander(x)
np.vander(x, 3)
np.vander(x, 3, increasing=True)
np.vander([0.5, 1.5, -2.0], 4)
np.vander(np.array([1, 2], dtype=np.int8))
np.vander(np.array([3, 4], dtype=np.uint64))
np.vander([1j, 2])
np.vander(np.array([2.0, 3.0], dtype=np.float32), 3)
np.vander([True, False])
np.vander([10, 20], 25)[:, :3]
np.vander([1, 2], 0)
np.vander([], 3)
np.vander([1, 2], 1)
np.vander([[1, 2]])
np.vander(5)
np.vander([1, 2], -1)
v = np.vander([1, 2, 3]); v.strides, v.flags['C_CONTIGUOUS']
