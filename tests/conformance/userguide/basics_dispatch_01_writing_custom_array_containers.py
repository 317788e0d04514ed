# NumPy user guide basics.dispatch.rst (numpy/numpy@1f90bbb55e65), section "Writing custom array containers": its examples in order, by tools/teaching_suites.py
import numpy as np
from numpy.testing.overrides import allows_array_ufunc_override
allows_array_ufunc_override(np.add)
