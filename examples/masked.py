# A masked array is two arrays: the data and a boolean mask. A slice is a view of both.
import numpy as np
x = np.ma.array([1, 2, 3, 4], mask=[0, 1, 0, 0])
x
y = x[1:]
y[1] = np.ma.masked
x
mem(x, y)
x.sum(), x.mean()
info(y)
