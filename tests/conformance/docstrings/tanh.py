# numpy.tanh: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
np.tanh((0, np.pi*1j, np.pi*1j/2))
out1 = np.array([0], dtype='d')
out2 = np.tanh([0.1], out1)
out2 is out1
np.tanh(np.zeros((3,3)),np.zeros((2,2)))
