# NumPy user guide basics.io.genfromtxt.rst (numpy/numpy@1f90bbb55e65), section "``filling_values``": its examples in order, by tools/teaching_suites.py
# (first, the statements of earlier sections it builds on)
import numpy as np
from io import StringIO
# --- ``filling_values``
data = "N/A, 2, 3\n4, ,???"
kwargs = dict(delimiter=",",
              dtype=np.int_,
              names="a,b,c",
              missing_values={0:"N/A", 'b':" ", 2:"???"},
              filling_values={0:0, 'b':0, 2:-999})
np.genfromtxt(StringIO(data), **kwargs)
