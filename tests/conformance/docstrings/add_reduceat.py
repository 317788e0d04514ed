# numpy.add.reduceat: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
np.add.reduceat(np.arange(8),[0,4, 1,5, 2,6, 3,7])[::2]
x = np.linspace(0, 15, 16).reshape(4,4)
x
np.add.reduceat(x, [0, 3, 1, 2, 0])
np.multiply.reduceat(x, [0, 3], 1)
