# NumPy user guide basics.io.genfromtxt.rst (numpy/numpy@1f90bbb55e65), section "Importing data with :func:`~numpy.genfromtxt`": its examples in order, by tools/teaching_suites.py
import numpy as np
from io import StringIO
