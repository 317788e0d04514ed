# NumPy user guide basics.types.rst (numpy/numpy@1f90bbb55e65), section "Overflow errors": its examples in order, by tools/teaching_suites.py
import numpy as np
np.power(100, 9, dtype=np.int64)
np.power(100, 9, dtype=np.int32)
np.iinfo(int) # Bounds of the default integer on this system.
np.iinfo(np.int32) # Bounds of a 32-bit integer
np.iinfo(np.int64) # Bounds of a 64-bit integer
np.power(100, 100, dtype=np.int64) # Incorrect even with 64-bit int
np.power(100, 100, dtype=np.float64)
