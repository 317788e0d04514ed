import numpy as np
a = np.arange(3)
np.atleast_2d(a).strides
np.atleast_3d(a).strides
np.atleast_3d(np.arange(6).reshape(2, 3)).strides
np.atleast_2d(np.array(5)).strides
np.atleast_3d(np.array(5)).strides
[x.strides for x in np.atleast_2d(a, a[::-1])]
np.array(np.arange(3), ndmin=3).strides
np.array(np.array(7), ndmin=2).strides
a = np.arange(6.0).reshape(2, 3)
c = np.isclose(a, a + 1)
c.strides, c.base is None, c.flags.owndata
c.base.shape
d = np.isclose(0, a.T)
d.strides
np.isclose(1.0, 1.0)
a = np.arange(6).reshape(2, 3)
t = np.tile(a, (2, 1))
t.strides, t.base is None, t.flags.owndata
t.base.shape, t.base.strides
u = np.tile(np.arange(3), 0)
u.base.shape, u.base.strides
np.tile(a, 1).base is None
v = np.tile(np.zeros((0, 2)), (1, 2))
v.shape, v.strides
e = np.zeros((0, 3))
np.tile(e, (2, 1)).base is e
np.tile(e, (2, 1)).__array_interface__['data'][0] == e.__array_interface__['data'][0]
b = np.broadcast_to(np.arange(3), (3, 1, 3))
np.zeros_like(b, order='K').strides
np.zeros_like(b[::-1], order='K').strides
c = np.arange(36, dtype=np.int16).reshape(3, 1, 6, 2)
np.full_like(c[:, :, ::2], 7).strides
np.ones_like(np.arange(6).reshape(2, 3).T[:, :1]).strides
np.empty_like(np.arange(8).reshape(2, 1, 4).transpose(2, 1, 0)).strides
np.zeros_like(np.arange(6).reshape(3, 2).T, order='K').strides
a = np.arange(6).reshape(2, 3)
np.where(a > 2, a, -a).strides
np.where(a.T > 2, a.T, 0).strides
np.where(a[:, :1] > 2, a.T[:2].T, -a).strides
c = np.arange(12).reshape(1, 3, 4)
np.where(c[..., :1] > 2, c, -c).strides
(c[..., :1] + c).strides
np.add(c[..., :1], c).strides
a = np.arange(6).reshape(2, 3)
np.sort(a.T, axis=0).strides
a.T.copy(order='K').strides
b = np.arange(24, dtype=np.int32).reshape(4, 3, 2)[:, :1]
b.copy(order='K').strides
np.sort(b, axis=0).strides
np.sort(b.T, axis=-2).strides
e = np.arange(6).reshape(2, 3)[:0].T
np.sort(e, axis=0).strides
e.copy(order='K').strides
np.argsort(a.T, axis=0).strides
a = np.arange(24).reshape(2, 3, 4)
np.count_nonzero(a, axis=2, keepdims=True).strides
np.count_nonzero(a, axis=1).strides
a.sum(axis=2, keepdims=True).strides
a.astype(bool).sum(axis=2, keepdims=True, dtype=np.intp).strides
np.count_nonzero(a.T, axis=0, keepdims=True).strides
a = np.arange(24).reshape(2, 3, 4)
e = np.einsum('ijk->kj', a)
e.strides, e.base is None
np.einsum('ijk->kji', a).strides
np.einsum('ijk,ijk->kji', a, a).strides
np.einsum('ij->ji', a[0]).base is None
a = np.arange(24).reshape(2, 12, 1, order='F')
a.strides
np.count_nonzero(a, axis=2, keepdims=True).strides
a.astype(bool, copy=False).strides
a.astype(bool).sum(axis=2, dtype=np.intp, keepdims=True).strides
a.sum(axis=2, keepdims=True).strides
a.sum(axis=2).strides
(a != 0).sum(axis=2, keepdims=True).strides
x = np.arange(5)
np.shares_memory(np.array(x, copy=None, order='F'), x)
np.array(x, copy=None, order='F') is x
f = np.arange(6).reshape(2, 3).T
np.array(f, copy=None, order='F') is f
np.asarray(f, order='F') is f
np.array(f, copy=False, order='F') is f
np.asfortranarray(x) is x
np.array(x, copy=None, order='C') is x
np.array(f, copy=None, order='A') is f
np.array(f, copy=None, order='K') is f
np.array(np.arange(3), ndmin=3).strides
np.array(np.arange(6).reshape(2, 3).T, ndmin=3).strides
np.array(np.arange(3), copy=False, ndmin=3).base is None
x = np.arange(4)[::2]
np.array(x, copy=None, ndmin=2).strides
np.array(np.arange(0), ndmin=2).strides
a = np.arange(6).reshape(2, 3).T
np.triu(a).strides
np.where(a > 2, a, 0).strides
