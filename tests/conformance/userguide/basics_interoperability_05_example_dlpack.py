# NumPy user guide basics.interoperability.rst (numpy/numpy@1f90bbb55e65), section "Example: DLPack": its examples in order, by tools/teaching_suites.py
import numpy as np
x_np = np.arange(5)
x_np = np.arange(5)
x_np.flags.writeable = False
