import numpy as np
x = np.ma.array([1, 2, 3, 4], mask=[0, 1, 0, 0])
x.mask
np.ma.array([1, 2]).mask
x.data
x.fill_value
x.shape, x.dtype, x.ndim, x.size
len(x)
list(x)
x.tolist()
x.filled()
x.filled(0)
x.compressed()
x.count()
np.ma.array([1, 2]).count()
np.ma.array([[1, 2], [3, 4]], mask=[[0, 1], [1, 1]]).count(axis=0)
np.ma.getmask(x)
np.ma.getmask(np.ma.array([1]))
np.ma.getdata(x)
np.ma.getmaskarray(np.ma.array([1, 2]))
np.ma.is_masked(x)
np.ma.is_masked(np.ma.array([1], mask=[0]))
np.ma.isMaskedArray(x), np.ma.isMaskedArray(x.data)
x.mask = [1, 0, 0, 0]
x
x.fill_value = 7
x.filled()
x
np.ma.nomask
x.T
x.reshape(2, 2)
np.ma.filled(x, -1)
