import numpy as np
x = np.arange(10)
m = x % 3 == 0
m
x[m]
np.shares_memory(x[m], x)
x[x > 6]
a = np.arange(12).reshape(3, 4)
a[a % 2 == 0]
a[np.array([True, False, True])]
a[np.array([True, False, True])].base is None
x[np.array([True, False])]
