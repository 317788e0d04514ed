# numpy.sqrt: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
np.sqrt([1,4,9])
np.sqrt([4, -1, -3+4J])
np.sqrt([4, -1, np.inf])
