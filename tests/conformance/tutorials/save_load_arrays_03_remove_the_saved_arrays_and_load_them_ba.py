# numpy-tutorials content/save-load-arrays.md (numpy/numpy-tutorials@d8a82a1b792f), section "Remove the saved arrays and load them back with NumPy's load": its examples in order, by tools/teaching_suites.py
# (first, the statements of earlier sections it builds on)
import numpy as np
x = np.arange(10)
y = x ** 2
# --- Remove the saved arrays and load them back with NumPy's load
del x, y
