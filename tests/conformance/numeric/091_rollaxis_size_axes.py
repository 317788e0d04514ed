import numpy as np
a = np.ones((3, 4, 5, 6))
np.rollaxis(a, 3, 1).shape
np.rollaxis(a, 2).shape
np.rollaxis(a, 1, 4).shape
np.rollaxis(a, -1, -3).shape
np.rollaxis(a, 1, 1).shape
np.rollaxis(a, 1, 2).shape
np.rollaxis(a, 0, 4).shape
np.rollaxis(a, 0, -4).shape
x = np.arange(6).reshape(2, 3)
r = np.rollaxis(x, 1)
r
r.base is x
r.strides
s = np.rollaxis(x, 0)
s is x, s.base is x
np.rollaxis(a, 4)
np.rollaxis(a, 0, 5)
np.rollaxis(a, 0, -5)
np.rollaxis(a, 0, 9)
np.rollaxis([[1, 2]], 1)
b = np.array([[1, 2, 3], [4, 5, 6]])
np.size(b)
np.size(b, axis=1)
np.size(b, axis=(0, 1))
np.size(b, axis=(1,))
np.size(b, axis=())
np.size(b, axis=-1)
np.size(b, axis=(0, -2))
np.size(b, axis=2)
np.size(b, axis=(0, 2))
np.size([[1, 2, 3]], 1)
