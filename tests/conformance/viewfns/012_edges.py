import numpy as np
x = np.arange(24).reshape(2, 3, 4)
def addr(v):
    return v.__array_interface__['data'][0] - x.__array_interface__['data'][0]
f = np.asfortranarray(np.arange(12).reshape(3, 4))
d = f.diagonal()
d, d.strides
y = x[:, ::-1, ::2]
w = y.diagonal(0, 1, 2)
w, w.strides, addr(w), w.base is x
e = x.diagonal(5, 1, 2)
e.shape, e.strides
e = x.diagonal(-5, 1, 2)
e.shape, e.strides
r = np.rot90(y, -1, (2, 1))
r.shape, r.strides, addr(r), r.base is x
np.flip(y, None).strides, addr(np.flip(y))
parts = np.split(np.arange(6), np.array([2, 4]))
[(p.shape, addr(p) if False else 0) for p in parts]
np.array_split(x, [1], axis=-1)[1].strides
np.broadcast_arrays(np.array(3), np.arange(2))[0].strides
np.broadcast_arrays(np.array(3))[0].shape
np.tril(np.ones((3, 3), dtype=bool), -1)
np.triu(np.ones((2, 4)), 2)
m = np.meshgrid(np.arange(2), np.arange(3), np.arange(4))
[a.shape for a in m]
m = np.meshgrid(np.arange(2), np.arange(3), np.arange(4), copy=False)
[a.strides for a in m]
np.roll(x, 1, axis=-1)[0]
np.roll(x, (1, -1), axis=(0, 2))[1]
np.append(x, x, axis=5)
np.append([[1, 2]], [3, 4], axis=0)
np.resize([1, 2, 3], (2, 2))
np.trace(x, 0, 0, 5)
np.trace(x, 0, 2, 2)
np.diag(np.arange(6).reshape(2, 3)[:, ::-1])
a = np.zeros((2, 3))
np.copyto(a, np.arange(3), where=np.array([[True], [False]]))
a
np.copyto(a, 1, where=np.array([1, 0, 1]))
np.copyto(a, np.ones((3, 3)))
x.diagonal(offset=1).flags.writeable
np.diag([[1, 2], [3, 4]], k=1)
np.hsplit(np.arange(6).reshape(2, 3), [1])
np.indices([2])
