import numpy as np
a = np.arange(3)
a.dtype
a.dtype.name
a.dtype.str
a.dtype.itemsize
np.dtype('int32')
np.dtype(np.float32).str
np.dtype('uint8').name
np.dtype(bool)
np.dtype('int8').itemsize
np.arange(3.0).dtype
a.dtype == np.int64
a.dtype == np.float64
str(a.dtype)
print(a.dtype)
