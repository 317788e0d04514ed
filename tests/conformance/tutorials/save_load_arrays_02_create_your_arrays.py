# numpy-tutorials content/save-load-arrays.md (numpy/numpy-tutorials@d8a82a1b792f), section "Create your arrays": its examples in order, by tools/teaching_suites.py
import numpy as np
x = np.arange(10)
y = x ** 2
print(x)
print(y)
