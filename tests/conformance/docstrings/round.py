# numpy.round: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
np.round(56294995342131.5, 3)
np.format_float_positional(56294995342131.5, precision=3)
round(56294995342131.5, 3)
np.round(16.055, 2), round(16.055, 2)  # equals 16.0549999999999997
import numpy as np
np.round([0.37, 1.64])
np.round([0.37, 1.64], decimals=1)
np.round([.5, 1.5, 2.5, 3.5, 4.5]) # rounds to nearest even value
np.round([1,2,3,11], decimals=1) # ndarray of ints is returned
np.round([1,2,3,11], decimals=-1)
