# numpy.iinfo: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
ii16 = np.iinfo(np.int16)
ii16.min
ii16.max
ii32 = np.iinfo(np.int32)
ii32.min
ii32.max
ii32 = np.iinfo(np.int32(10))
ii32.min
ii32.max
