# numpy.random.uniform: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
x = np.float32(5*0.99999999)
x
np.random.seed(0)
s = np.random.uniform(-1,0,1000)
np.all(s >= -1)
np.all(s < 0)
