import numpy as np
x = np.arange(6)
y = x[[1, 3]]
y[0] = 99
y
x
x[[1, 3]] = 0
x
x[x == 0] = -7
x
x[[0, 0, 0]] = [1, 2, 3]
x
