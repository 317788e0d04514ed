# numpy.tan: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
from math import pi
np.tan(np.array([-pi,pi/2,pi]))
out1 = np.array([0], dtype='d')
out2 = np.cos([0.1], out1)
out2 is out1
np.cos(np.zeros((3,3)),np.zeros((2,2)))
