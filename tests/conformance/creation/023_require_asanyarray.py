import numpy as np
a = [1, 2]
np.asanyarray(a)
x = np.arange(6).reshape(2, 3)
np.asanyarray(x) is x
np.asanyarray(x, dtype=np.float32)
np.asanyarray(x, order='F').flags.f_contiguous
np.require(x) is x
np.require(x, requirements=[]) is x
np.require(x, requirements='') is x
np.require(x, dtype=np.int64) is x
y = np.require(x, dtype=np.float32, requirements=['A', 'O', 'W', 'F'])
y.flags
y.dtype
np.require(x, requirements='C') is x
np.require(x, requirements=['c_contiguous', 'aligned']) is x
z = np.require(x, requirements='F')
z.flags.f_contiguous, z.flags.c_contiguous, z is x
v = x[:, ::2]
w = np.require(v, requirements=['O'])
w.flags.owndata, w.flags.c_contiguous
w = np.require(x.T, requirements=['O'])
w.flags.owndata, w.flags.f_contiguous
r = x.copy()
r.flags.writeable = False
np.require(r, requirements='W').flags.writeable
np.require(r, requirements='E') is r
np.require(r, requirements=['C', 'F'])
np.require(r, requirements=['X'])
np.require(r, requirements=[3])
np.require([[1, 2], [3, 4]], requirements='F').flags.f_contiguous
np.require([[1, 2], [3, 4]], dtype='f4', requirements='FW')
np.require(5, requirements='O')
