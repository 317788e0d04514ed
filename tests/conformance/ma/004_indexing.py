import numpy as np
x = np.ma.array([1, 2, 3, 4], mask=[0, 1, 0, 0])
x[0]
x[1]
x[1] is np.ma.masked
x[1:]
x[::2]
x[np.array([0, 1])]
x[x > 2]
y = x[1:]
y[1] = np.ma.masked
x
y[0] = 20
x
x.data
z = np.ma.array([1, 2, 3])
v = z[1:]
z[2] = np.ma.masked
v
z
w = z[:2]
w[0] = np.ma.masked
z
z[2] = 5
z
m = np.ma.array([[1, 2], [3, 4]], mask=[[0, 1], [0, 0]])
m[0]
m[1]
m[0, 1]
m[:, 1]
a = np.ma.arange(3)
a[1] = np.ma.masked
a
np.ma.masked[0]
