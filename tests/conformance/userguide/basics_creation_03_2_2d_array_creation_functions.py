# NumPy user guide basics.creation.rst (numpy/numpy@1f90bbb55e65), section "2 - 2D array creation functions": its examples in order, by tools/teaching_suites.py
import numpy as np
np.eye(3)
np.eye(3, 5)
import numpy as np
np.diag([1, 2, 3])
np.diag([1, 2, 3], 1)
a = np.array([[1, 2], [3, 4]])
np.diag(a)
import numpy as np
np.vander(np.linspace(0, 2, 5), 2)
np.vander([1, 2, 3, 4], 2)
np.vander((1, 2, 3, 4), 4)
