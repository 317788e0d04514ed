# numpy.ndarray.setflags: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
y = np.array([[3, 1, 7],
              [2, 0, 0],
              [8, 5, 9]])
y
y.flags
y.setflags(write=0, align=0)
y.flags
y.setflags(uic=1)
