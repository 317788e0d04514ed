# NumPy user guide basics.io.genfromtxt.rst (numpy/numpy@1f90bbb55e65), section "The ``defaultfmt`` argument": its examples in order, by tools/teaching_suites.py
# (first, the statements of earlier sections it builds on)
import numpy as np
from io import StringIO
# --- The ``defaultfmt`` argument
data = StringIO("1 2 3\n 4 5 6")
np.genfromtxt(data, dtype=(np.int_, np.float64, np.int_))
data = StringIO("1 2 3\n 4 5 6")
np.genfromtxt(data, dtype=(np.int_, np.float64, np.int_), names="a")
data = StringIO("1 2 3\n 4 5 6")
np.genfromtxt(data, dtype=(np.int_, np.float64, np.int_), defaultfmt="var_%02i")
