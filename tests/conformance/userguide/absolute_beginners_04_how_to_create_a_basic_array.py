# NumPy user guide absolute_beginners.rst (numpy/numpy@1f90bbb55e65), section "How to create a basic array": its examples in order, by tools/teaching_suites.py
import numpy as np
np.zeros(2)
np.ones(2)
np.arange(4)
np.arange(2, 9, 2)
np.linspace(0, 10, num=5)
x = np.ones(2, dtype=np.int64)
x
