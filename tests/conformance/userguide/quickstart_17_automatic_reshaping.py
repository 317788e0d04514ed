# NumPy user guide quickstart.rst (numpy/numpy@1f90bbb55e65), section ""Automatic" reshaping": its examples in order, by tools/teaching_suites.py
import numpy as np
a = np.arange(30)
b = a.reshape((2, -1, 3))  # -1 means "whatever is needed"
b.shape
b
