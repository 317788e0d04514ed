# NumPy user guide quickstart.rst (numpy/numpy@1f90bbb55e65), section "NumPy quickstart": its examples in order, by tools/teaching_suites.py
import numpy as np
import sys
