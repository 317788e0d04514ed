# NumPy user guide basics.strings.rst (numpy/numpy@1f90bbb55e65), section "Other Sentinels": its examples in order, by tools/teaching_suites.py
# (first, the statements of earlier sections it builds on)
import numpy as np
from numpy.dtypes import StringDType
# --- Other Sentinels
dt = StringDType(na_object=None)
arr = np.array(["this array has", None, "as an entry"])
np.sort(arr)
