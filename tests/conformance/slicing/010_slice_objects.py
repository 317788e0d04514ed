import numpy as np
x = np.arange(10)
s = slice(1, None, 2)
x[s]
x[slice(None, None, -1)]
x[slice(3)]
s.start
s.stop
s.step
s
a = np.arange(12).reshape(3, 4)
a[slice(1, 3), slice(None, None, 2)]
