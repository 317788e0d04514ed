# numpy.gcd: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
np.gcd(12, 20)
np.gcd.reduce([15, 25, 35])
np.gcd(np.arange(6), 20)
