# NumPy user guide basics.strings.rst (numpy/numpy@1f90bbb55e65), section "Coercing Non-strings": its examples in order, by tools/teaching_suites.py
# (first, the statements of earlier sections it builds on)
import numpy as np
from numpy.dtypes import StringDType
# --- Coercing Non-strings
np.array([1, object(), 3.4], dtype=StringDType(coerce=False))
