import numpy as np
x = np.arange(2, 10).reshape(3, 3)
np.tril(x)
np.tril(x, 1)
np.triu(x)
np.triu(x, -1)
np.triu(np.arange(4))
np.tril(np.arange(24).reshape(2, 3, 4), -1)
t = np.tril(x.T)
t.flags.c_contiguous, t.base is None
np.tril(np.array(10**30))
np.tril(np.ones((2, 3), dtype=np.float1000000))
X, Y = np.meshgrid([1, 2, 3], [4, 5])
X
Y
X.strides, X.flags.owndata
g = np.meshgrid([1, 2, 3], [4, 5], indexing='ij')
g
type(g)
v = np.meshgrid(np.arange(3), np.arange(2), copy=False)
v[0].strides, v[1].strides, v[0].flags.writeable
s = np.meshgrid(np.arange(3), np.arange(2), sparse=True)
s, type(s)
s = np.meshgrid(np.arange(3), np.arange(2), sparse=True, copy=False)
type(s), s[0].shape, s[1].shape
np.meshgrid([1, 2], [3], [4, 5, 6])[2].shape
np.meshgrid([1, 2], indexing='bad')
np.meshgrid()
np.indices((2, 3))
np.indices((2, 3)).strides
np.indices((2**31, 2), dtype=np.int8)
np.indices((2, 3), sparse=True)
np.indices(())
