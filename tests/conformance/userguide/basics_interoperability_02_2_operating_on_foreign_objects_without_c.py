# NumPy user guide basics.interoperability.rst (numpy/numpy@1f90bbb55e65), section "2. Operating on foreign objects without converting": its examples in order, by tools/teaching_suites.py
import numpy as np
def f(x):
    return np.mean(np.exp(x))
x = np.array([1, 2, 3, 4])
f(x)
