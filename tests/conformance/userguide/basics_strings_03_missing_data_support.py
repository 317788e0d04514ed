# NumPy user guide basics.strings.rst (numpy/numpy@1f90bbb55e65), section "Missing data support": its examples in order, by tools/teaching_suites.py
# (first, the statements of earlier sections it builds on)
import numpy as np
from numpy.dtypes import StringDType
# --- Missing data support
dt = StringDType(na_object=None)
arr = np.array(["this array has", None, "as an entry"], dtype=dt)
arr
arr[1] is None
