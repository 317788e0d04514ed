# numpy.copysign: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
np.copysign(1.3, -1)
1/np.copysign(0, 1)
1/np.copysign(0, -1)
np.copysign([-1, 0, 1], -1.1)
np.copysign([-1, 0, 1], np.arange(3)-1)
