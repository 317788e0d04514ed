# NumPy user guide basics.strings.rst (numpy/numpy@1f90bbb55e65), section "Fixed-width data types": its examples in order, by tools/teaching_suites.py
import numpy as np
np.array(["hello", "world"])
np.array([b"hello", b"world"])
np.array([b"hello", b"world"]).astype(np.void)
