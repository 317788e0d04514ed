import numpy as np
a = np.arange(24, dtype=np.int32).reshape(2, 3, 4)
a.shape
a.ndim
a.size
a.itemsize
a.nbytes
a.strides
a[0, ::2].nbytes
a[:, :, :0].size
s = np.array(2.5)
print(s.shape, s.ndim, s.size, s.strides, s.nbytes)
len(a)
len(a[0])
