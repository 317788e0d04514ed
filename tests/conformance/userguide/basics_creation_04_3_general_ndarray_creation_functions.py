# NumPy user guide basics.creation.rst (numpy/numpy@1f90bbb55e65), section "3 - general ndarray creation functions": its examples in order, by tools/teaching_suites.py
import numpy as np
np.zeros((2, 3))
np.zeros((2, 3, 2))
import numpy as np
np.ones((2, 3))
np.ones((2, 3, 2))
import numpy as np
from numpy.random import default_rng
default_rng(42).random((2,3))
default_rng(42).random((2,3,2))
import numpy as np
np.indices((3,3))
