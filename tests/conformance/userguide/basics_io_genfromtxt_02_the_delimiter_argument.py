# NumPy user guide basics.io.genfromtxt.rst (numpy/numpy@1f90bbb55e65), section "The ``delimiter`` argument": its examples in order, by tools/teaching_suites.py
# (first, the statements of earlier sections it builds on)
import numpy as np
from io import StringIO
# --- The ``delimiter`` argument
data = "1, 2, 3\n4, 5, 6"
np.genfromtxt(StringIO(data), delimiter=",")
data = "  1  2  3\n  4  5 67\n890123  4"
np.genfromtxt(StringIO(data), delimiter=3)
data = "123456789\n   4  7 9\n   4567 9"
np.genfromtxt(StringIO(data), delimiter=(4, 3, 2))
