# np.unique on typed values: NaN and -0.0 rules, empty rows, unsigned and large integers, strided input
import numpy as np
np.unique(np.array([0.0, -0.0, np.nan, 1.0, np.nan, -np.nan]))
np.unique(np.array([0.0, -0.0, np.nan, 1.0, np.nan]), equal_nan=False)
np.unique(np.array([-0.0, 0.0, 2.0]), return_counts=True)
np.unique(np.array([[1, 0], [1, 0], [0, 1]]), axis=0, return_inverse=True)
np.unique(np.zeros((3, 0)), axis=0)
np.unique(np.zeros((0, 3)), axis=1, return_counts=True)
np.unique(np.array([3, 1, 2, 3, 1], dtype=np.uint8), return_index=True, return_inverse=True, return_counts=True)
np.unique(np.array([True, False, True]))
np.unique(np.array([2**63 + 5, 2**63 + 1, 2**63 + 5], dtype=np.uint64))
np.unique(np.array([2**62 + 1, 2**62, 2**62 + 1]))
np.unique(np.arange(12).reshape(3, 4)[:, ::-2])
