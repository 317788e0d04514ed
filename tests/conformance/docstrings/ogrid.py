# numpy.ogrid: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
from numpy import ogrid
ogrid[-1:1:5j]
ogrid[0:5, 0:5]
