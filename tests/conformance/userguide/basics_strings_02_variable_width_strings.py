# NumPy user guide basics.strings.rst (numpy/numpy@1f90bbb55e65), section "Variable-width strings": its examples in order, by tools/teaching_suites.py
import numpy as np
from numpy.dtypes import StringDType
data = ["this is a longer string", "short string"]
arr = np.array(data, dtype=StringDType())
arr
