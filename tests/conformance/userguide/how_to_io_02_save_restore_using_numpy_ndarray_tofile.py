# NumPy user guide how-to-io.rst (numpy/numpy@1f90bbb55e65), section "Save/restore using `~numpy.ndarray.tofile` and `~numpy.fromfile`": its examples in order, by tools/teaching_suites.py
import numpy as np
import os
