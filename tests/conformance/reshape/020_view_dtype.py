import numpy as np
x = np.arange(4)
v = x.view(np.int32)
v
v.shape
v.strides
v.base is x
u = np.array([1, 256]).view(np.uint8)
u
u.dtype
x.view(np.int64) is x
x.view().base is x
np.arange(3, dtype=np.int32).view(np.int64)
np.array([1.0, -2.0]).view(np.int64)
np.arange(4, dtype=np.int8).view(np.int16)
