# NumPy user guide basics.ufuncs.rst (numpy/numpy@1f90bbb55e65), section "Ufunc methods": its examples in order, by tools/teaching_suites.py
import numpy as np
np.add.reduce([1, 2, 3])
np.divmod.reduce([1, 2, 3])
x = np.arange(9).reshape(3,3)
x
np.add.reduce(x, 1)
np.add.reduce(x, (0, 1))
x.dtype
np.multiply.reduce(x, dtype=np.float64)
y = np.zeros(3, dtype=np.int_)
y
np.multiply.reduce(x, dtype=np.float64, out=y)
