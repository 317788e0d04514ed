# numpy.add.accumulate: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
np.add.accumulate([2, 3, 5])
np.multiply.accumulate([2, 3, 5])
I = np.eye(2)
I
np.add.accumulate(I, 0)
np.add.accumulate(I) # no axis specified = axis zero
np.add.accumulate(I, 1)
