# NumPy user guide quickstart.rst (numpy/numpy@1f90bbb55e65), section "Array creation": its examples in order, by tools/teaching_suites.py
import numpy as np
a = np.array([2, 3, 4])
a
a.dtype
b = np.array([1.2, 3.5, 5.1])
b.dtype
a = np.array(1, 2, 3, 4)    # WRONG
a = np.array([1, 2, 3, 4])  # RIGHT
b = np.array([(1.5, 2, 3), (4, 5, 6)])
b
c = np.array([[1, 2], [3, 4]], dtype=np.complex128)
c
np.zeros((3, 4))
np.ones((2, 3, 4), dtype=np.int16)
np.arange(10, 30, 5)
np.arange(0, 2, 0.3)  # it accepts float arguments
from numpy import pi
np.linspace(0, 2, 9)                   # 9 numbers from 0 to 2
x = np.linspace(0, 2 * pi, 100)        # useful to evaluate function at lots of points
f = np.sin(x)
