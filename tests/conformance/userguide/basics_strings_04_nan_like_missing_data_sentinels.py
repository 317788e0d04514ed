# NumPy user guide basics.strings.rst (numpy/numpy@1f90bbb55e65), section "NaN-like Missing Data Sentinels": its examples in order, by tools/teaching_suites.py
# (first, the statements of earlier sections it builds on)
import numpy as np
from numpy.dtypes import StringDType
# --- NaN-like Missing Data Sentinels
dt = StringDType(na_object=np.nan)
arr = np.array(["hello", np.nan, "world"], dtype=dt)
arr + arr
np.sort(arr)
