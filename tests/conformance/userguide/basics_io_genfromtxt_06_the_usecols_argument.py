# NumPy user guide basics.io.genfromtxt.rst (numpy/numpy@1f90bbb55e65), section "The ``usecols`` argument": its examples in order, by tools/teaching_suites.py
# (first, the statements of earlier sections it builds on)
import numpy as np
from io import StringIO
# --- The ``usecols`` argument
data = "1 2 3\n4 5 6"
np.genfromtxt(StringIO(data), usecols=(0, -1))
data = "1 2 3\n4 5 6"
np.genfromtxt(StringIO(data),
              names="a, b, c", usecols=("a", "c"))
np.genfromtxt(StringIO(data),
              names="a, b, c", usecols=("a, c"))
