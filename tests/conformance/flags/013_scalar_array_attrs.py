import numpy as np
s = np.float64(2.5)
s.shape
s.ndim
s.strides
s.size
s.itemsize
s.nbytes
s.base
s.T
s.flags
s.flags.writeable
s.flags['OWNDATA']
k = np.arange(6, dtype=np.int16).sum(dtype=np.int16)
k.itemsize
k.flags.c_contiguous
sorted(k.__array_interface__)
k.__array_interface__['shape']
k.__array_interface__['typestr']
k.__array_interface__['__ref']
np.True_.flags
