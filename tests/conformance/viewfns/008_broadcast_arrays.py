import numpy as np
a = np.arange(6).reshape(2, 3)
b = np.arange(3)
r = np.broadcast_arrays(a, b)
type(r), len(r)
r[0] is a
r[1]
r[1].shape, r[1].strides, r[1].base is b, r[1].flags.writeable, r[1].flags.owndata
np.shares_memory(r[1], b)
c = np.arange(2)[:, None]
p, q = np.broadcast_arrays(b, c)
p.strides, q.strides, p.shape, q.shape
np.broadcast_arrays(np.arange(2), np.arange(3))
np.broadcast_arrays(np.ones((2, 1)), np.ones((1, 3)), np.ones((4, 1, 1)))[2].strides
np.broadcast_arrays()
np.broadcast_arrays(5, [1, 2])
np.broadcast_shapes((2, 1), (3,))
np.broadcast_shapes()
np.broadcast_shapes(3, (2, 1))
np.broadcast_shapes((2, 3), (3, 2))
np.broadcast_shapes((1, 3), (2, 1), (4, 1, 5))
np.broadcast_shapes((0,), (1,))
ro = np.arange(3)
ro.flags.writeable = False
np.broadcast_arrays(ro, a)[0].flags.writeable
