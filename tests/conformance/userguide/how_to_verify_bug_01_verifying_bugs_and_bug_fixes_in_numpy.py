# NumPy user guide how-to-verify-bug.rst (numpy/numpy@1f90bbb55e65), section "Verifying bugs and bug fixes in NumPy": its examples in order, by tools/teaching_suites.py
import numpy as np
np.__version__
a = np.array([1,2,3])
z = np.array([0,0,0])
np.polymul(a.astype(np.int64), a.astype(np.int64)).dtype
np.polymul(a.astype(np.int64), z.astype(np.int64)).dtype
np.polymul(a.astype(np.float32), z.astype(np.float32)).dtype
np.polymul(a.astype(np.complex64), z.astype(np.complex64)).dtype
