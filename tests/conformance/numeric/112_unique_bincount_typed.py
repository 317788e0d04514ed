# np.unique values and counts (sorted values, first of each group kept), bincount and
# seeded draws on the typed paths
import numpy as np
x = np.array([3.0, -0.0, np.nan, 0.0, 1.0, np.nan, 3.0, -0.0])
np.unique(x, return_counts=True)
np.unique(x, return_counts=True, equal_nan=False)
np.unique(x, return_index=True, return_counts=True)
np.unique(x, return_inverse=True)
np.unique(np.array([0.0, -0.0, 1.0]), return_counts=True)
np.unique(np.array([5, 3, 5, 1, 3], dtype=np.uint8), return_counts=True)
np.unique(np.array([1 + 2j, 1 + 1j, 1 + 2j]), return_counts=True)
np.unique(np.array([True, False, True]), return_index=True, return_inverse=True, return_counts=True)
np.bincount(np.array([0, 1, 1, 3], dtype=np.uint8), weights=np.array([0.5, 1, 2, 3], dtype=np.float32))
np.bincount([0, 1, 1, 5])
np.bincount(np.array([2, 2]), weights=[1, 2], minlength=4)
rng = np.random.default_rng(0)
rng.random(3), rng.random(2, dtype=np.float32), rng.standard_normal(2), rng.random((2, 2), dtype=np.float32)
