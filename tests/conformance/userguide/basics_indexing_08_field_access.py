# NumPy user guide basics.indexing.rst (numpy/numpy@1f90bbb55e65), section "Field access": its examples in order, by tools/teaching_suites.py
import numpy as np
x = np.zeros((2, 2), dtype=[('a', np.int32), ('b', np.float64, (3, 3))])
x['a'].shape
x['a'].dtype
x['b'].shape
x['b'].dtype
