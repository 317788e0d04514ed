# NumPy user guide how-to-print.rst (numpy/numpy@1f90bbb55e65), section "Applying settings globally": its examples in order, by tools/teaching_suites.py
import numpy as np
np.set_printoptions(precision=2)
np.get_printoptions()
np.set_printoptions(edgeitems=3, infstr='inf',
linewidth=75, nanstr='nan', precision=8,
suppress=False, threshold=1000, formatter=None)
