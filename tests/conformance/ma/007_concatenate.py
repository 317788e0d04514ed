import numpy as np
a = np.ma.arange(3)
a[1] = np.ma.masked
b = np.arange(2, 5)
np.concatenate([a, b])
np.ma.concatenate([a, b])
np.ma.concatenate([b, b])
c = np.ma.array([[1, 2]], mask=[[0, 1]])
np.ma.concatenate([c, c], axis=0)
np.ma.concatenate([c, c], axis=1)
np.asarray(a)
np.ma.array([1, 2], mask=[1, 2, 3])
np.cumsum(a)
