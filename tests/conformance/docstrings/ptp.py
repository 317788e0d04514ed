# numpy.ptp: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
x = np.array([[4, 9, 2, 10],
              [6, 9, 7, 12]])
np.ptp(x, axis=1)
np.ptp(x, axis=0)
np.ptp(x)
y = np.array([[1, 127],
              [0, 127],
              [-1, 127],
              [-2, 127]], dtype=np.int8)
np.ptp(y, axis=1)
np.ptp(y, axis=1).view(np.uint8)
