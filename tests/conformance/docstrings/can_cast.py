# numpy.can_cast: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
np.can_cast(np.int32, np.int64)
np.can_cast(np.float64, complex)
np.can_cast(complex, float)
np.can_cast('i8', 'f8')
np.can_cast('i8', 'f4')
np.can_cast('i4', 'S4')
