# Changing an array in place: x.dtype, x.shape and x.strides change that array object only;
# views made before keep their own. (Setting strides also warns on stderr in NumPy 2.4.)
import numpy as np
z = np.arange(4, dtype='<i4')
w = z[1:]
z.dtype = '<i2'
z, z.shape, z.strides
w
z.dtype = np.int64
z
w.dtype = np.int16
w
np.arange(6).reshape(2, 3).T.dtype = np.int32
t = np.arange(6, dtype=np.int32).reshape(2, 3)[:, :2]
t.dtype = np.int64
t.dtype = np.int16
t
np.array(5).dtype = np.int8
x = np.arange(6)
v = x[::2]
x.shape = (2, 3)
x, v.shape
x.T.shape = (6,)
x.shape = (3, -1)
x.shape
x.shape = None
x.shape = (4, 2)
y = np.arange(6, dtype=np.int32)
u = y[:3]
y.strides = (8,)
y, y.shape, y.strides
u
y.strides = (16,)
y.strides = (4, 4)
y.strides = (0,)
y
