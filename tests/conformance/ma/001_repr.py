import numpy as np
x = np.ma.array([1, 2, 3], mask=[0, 1, 0])
x
print(x)
str(x)
y = np.ma.array([1.5, 2.25, -3.0, 10.0], mask=[0, 1, 0, 0])
y
print(y)
z = np.ma.array([[1, 2, 3], [4, 5, 600]], mask=[[0, 1, 0], [0, 0, 1]])
z
print(z)
np.ma.array([1, 2, 3])
np.ma.array([1.0, 2.5])
np.ma.array([[1.0, 2.0]], mask=[[True, False]])
np.ma.array([0.1, 0.2, 1/3], mask=[0, 0, 1])
np.ma.array([1, 2], mask=[1, 1])
np.ma.array([True, False], mask=[0, 1])
np.ma.array(np.arange(3, dtype=np.int32), mask=[0, 1, 0])
np.ma.array(np.arange(3, dtype=np.float32), mask=[0, 1, 0])
np.ma.array(5)
np.ma.array([1e10, 1, 2], mask=[0, 1, 0])
np.ma.array([1, 2], mask=False)
np.ma.array([1, 2], mask=True)
np.ma.array([], dtype=float)
np.ma.masked
print(np.ma.masked)
type(np.ma.array([1]))
type(np.ma.masked)
