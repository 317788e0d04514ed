# numpy.sinh: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
np.sinh(0)
np.sinh(np.pi*1j/2)
np.sinh(np.pi*1j) # (exact value is 0)
out1 = np.array([0], dtype='d')
out2 = np.sinh([0.1], out1)
out2 is out1
np.sinh(np.zeros((3,3)),np.zeros((2,2)))
