# NumPy user guide basics.strings.rst (numpy/numpy@1f90bbb55e65), section "Casting To and From Fixed-Width Strings": its examples in order, by tools/teaching_suites.py
# (first, the statements of earlier sections it builds on)
import numpy as np
from numpy.dtypes import StringDType
# --- Casting To and From Fixed-Width Strings
arr = np.array(["hello", "world"], dtype=StringDType())
arr.astype(np.str_)  # doctest: +IGNORE_EXCEPTION_DETAIL
arr.astype("U5")
arr = np.array(["hello", "world"], dtype=StringDType())
arr.astype("V5")
