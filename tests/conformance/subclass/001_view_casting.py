import numpy as np
class C(np.ndarray):
    pass
arr = np.arange(6)
c = arr.view(C)
type(c)
c
isinstance(c, np.ndarray), isinstance(c, C), issubclass(C, np.ndarray)
c.base is arr
c.shape, c.dtype, c.strides
v = c[1:4]
type(v)
v.base is c
v
c[2]
type(c[2])
w = c.view(np.ndarray)
type(w), w.base is arr
c.reshape(2, 3)
print(c)
str(c)
np.asarray(c)
np.asanyarray(c) is c
