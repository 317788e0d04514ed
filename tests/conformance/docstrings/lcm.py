# numpy.lcm: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
np.lcm(12, 20)
np.lcm.reduce([3, 12, 20])
np.lcm.reduce([40, 12, 20])
np.lcm(np.arange(6), 20)
