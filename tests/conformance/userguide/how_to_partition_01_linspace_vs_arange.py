# NumPy user guide how-to-partition.rst (numpy/numpy@1f90bbb55e65), section "``linspace`` vs. ``arange``": its examples in order, by tools/teaching_suites.py
import numpy as np
np.arange(0, 10, 2)  # np.arange(start, stop, step)
np.linspace(0.1, 0.2, num=5)  # np.linspace(start, stop, num)
np.linspace(0.1, 0.2, num=5, endpoint=False)
np.linspace(1+1.j, 4, 5, dtype=np.complex64)
