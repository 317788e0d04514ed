# numpy.require: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
x = np.arange(6).reshape(2,3)
x.flags
y = np.require(x, dtype=np.float32, requirements=['A', 'O', 'W', 'F'])
y.flags
