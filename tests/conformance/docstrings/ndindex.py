# numpy.ndindex: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
for index in np.ndindex(3, 2, 1):
    print(index)
for index in np.ndindex((3, 2, 1)):
    print(index)
