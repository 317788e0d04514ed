# NumPy user guide how-to-io.rst (numpy/numpy@1f90bbb55e65), section "intro": its examples in order, by tools/teaching_suites.py
import numpy as np
from numpy.testing import temppath
