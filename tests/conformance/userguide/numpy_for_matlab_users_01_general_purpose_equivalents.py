# NumPy user guide numpy-for-matlab-users.rst (numpy/numpy@1f90bbb55e65), section "General purpose equivalents": its examples in order, by tools/teaching_suites.py
import numpy as np
4 == 4
4 == 5
