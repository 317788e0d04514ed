# sort writes the sorted keys straight back; unique groups from the sorted keys: -0.0 and
# 0.0 are one value (the first seen), NaNs last, and a complex NaN group shows the first NaN
# seen when NumPy answers from its hash table (no counts). (Where -0.0 lands among equal
# zeros in a longer default-kind sort depends on NumPy's SIMD sort for the CPU, AVX-512 or
# AVX2, so `a` holds zeros of one sign.)
import numpy as np
a = np.array([3.0, 0.0, np.nan, 1.0, 0.0, -np.nan, -2.0, 0.0])
np.sort(a)
np.unique(a)
np.unique(a, equal_nan=False)
np.unique(a, return_counts=True)
np.unique(np.array([0.0, -0.0, 1.0]))
np.unique(np.array([-0.0, 0.0, 1.0]), return_counts=True)
c = np.array([1 + 1j, complex(np.nan, 1), 1 + 1j, complex(1, np.nan), 0j])
np.unique(c)
np.unique(c, equal_nan=False)
np.sort(c)
b = np.array([[3, 1, 2], [9, -4, 0]], dtype=np.int8)
np.sort(b, axis=0)
b.sort(axis=1)
b
np.unique(np.array([5, 3, 5, 255, 0], dtype=np.uint8), return_counts=True)
np.sort(np.array([2.5, -1.5, np.inf, -np.inf], dtype=np.float32))
np.sort(np.array([True, False, True]))
np.unique(np.array([], dtype=np.float64))
np.unique(c, return_counts=True)
