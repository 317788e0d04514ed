# NumPy user guide basics.io.genfromtxt.rst (numpy/numpy@1f90bbb55e65), section "The ``skip_header`` and ``skip_footer`` arguments": its examples in order, by tools/teaching_suites.py
# (first, the statements of earlier sections it builds on)
import numpy as np
from io import StringIO
# --- The ``skip_header`` and ``skip_footer`` arguments
data = "\n".join(str(i) for i in range(10))
np.genfromtxt(StringIO(data),)
np.genfromtxt(StringIO(data),
              skip_header=3, skip_footer=5)
