# NumPy user guide basics.rec.rst (numpy/numpy@1f90bbb55e65), section "Accessing Individual Fields": its examples in order, by tools/teaching_suites.py
import numpy as np
x = np.array([(1, 2), (3, 4)], dtype=[('foo', 'i8'), ('bar', 'f4')])
x['foo']
x['foo'] = 10
x
y = x['bar']
y[:] = 11
x
y.dtype, y.shape, y.strides
x = np.zeros((2, 2), dtype=[('a', np.int32), ('b', np.float64, (3, 3))])
x['a'].shape
x['b'].shape
